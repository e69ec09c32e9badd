import { randomInt, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LIFE_SECONDS } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { AppError } from '../../../lib/app-error';
import * as repo from './captcha.repository';

const WIDTH = 120;
const HEIGHT = 44;

/**
 * The captcha as a PNG with pixel noise (issue 19 §7): svg-captcha draws the letters and lines,
 * sharp rasterises them, and every pixel is jittered, a few replaced outright, so the answer is
 * not in the markup (a script read the SVG's glyph paths 10 times out of 10) and no two
 * pictures of the same text are the same bytes.
 */
export async function captchaImage(): Promise<{ text: string; png: Buffer }> {
  const { text, data: svg } = svgCaptcha.create({
    size: 4,
    noise: 4,
    ignoreChars: '0oO1ilI',
    color: true,
    width: WIDTH,
    height: HEIGHT,
    background: '#f1f5f9',
  });
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(WIDTH, HEIGHT, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 3) {
    if (randomInt(100) < 6) {
      data[i] = randomInt(256);
      data[i + 1] = randomInt(256);
      data[i + 2] = randomInt(256);
    } else {
      const shift = randomInt(-24, 25);
      for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c]! + shift));
    }
  }
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { text, png };
}

/** A new captcha image; an old id sent along is discarded, and expired ones are swept now and then. */
export async function newCaptcha(ctx: RequestContext, oldId?: string) {
  if (oldId) await repo.deleteCaptcha(ctx.db, oldId);
  if (Math.random() < 0.05) await repo.purgeExpiredCaptchas(ctx.db, ctx.now());
  const { text, png } = await captchaImage();
  const id = randomUUID();
  await repo.insertCaptcha(ctx.db, id, text.toLowerCase(), ctx.now() + CAPTCHA_LIFE_SECONDS);
  return { id, img: `data:image/png;base64,${png.toString('base64')}` };
}

/** Checks and uses up a captcha; a wrong, unknown or expired one fails with CAPTCHA_ERROR. */
export async function checkCaptcha(ctx: RequestContext, id: string, code: string) {
  const stored = id ? await repo.takeCaptcha(ctx.db, id, ctx.now()) : undefined;
  if (!stored || stored !== code.trim().toLowerCase()) throw new AppError('CAPTCHA_ERROR');
}
