import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LIFE_SECONDS } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import { badRequest } from '../../lib/app-error';
import * as repo from './captcha.repository';

const now = () => Math.floor(Date.now() / 1000);

/** A new captcha image; an old id sent along is discarded, and expired ones are swept now and then. */
export async function newCaptcha(ctx: RequestContext, oldId?: string) {
  if (oldId) await repo.deleteCaptcha(ctx.db, oldId);
  if (Math.random() < 0.05) await repo.purgeExpiredCaptchas(ctx.db, now());
  const { text, data } = svgCaptcha.create({
    size: 4,
    noise: 3,
    ignoreChars: '0oO1ilI',
    color: true,
    width: 120,
    height: 44,
  });
  const id = randomUUID();
  await repo.insertCaptcha(ctx.db, id, text.toLowerCase(), now() + CAPTCHA_LIFE_SECONDS);
  return { id, img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
}

/** Checks and uses up a captcha; a wrong, unknown or expired one fails with CAPTCHA_ERROR. */
export async function checkCaptcha(ctx: RequestContext, id: string, code: string) {
  const stored = id ? await repo.takeCaptcha(ctx.db, id, now()) : undefined;
  if (!stored || stored !== code.trim().toLowerCase()) throw badRequest('CAPTCHA_ERROR');
}
