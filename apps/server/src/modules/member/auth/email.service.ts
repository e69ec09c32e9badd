import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_LIFE_SECONDS,
  SMS_CODE_MAX_TRIES,
  SMS_RATE_PER_DAY,
  SMS_RESEND_SECONDS,
  message,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { enforceLimits } from '../../site';
import type { EmailProvider } from './email-provider';
import * as repo from './email.repository';
import type { SmsSender } from './sms.service';

const hash = (code: string) => createHash('sha256').update(code).digest();

/**
 * Sends a fresh code to `email` and answers the key to check it with: the same code rules and caps
 * as SMS codes (6 digits, 5 minutes, 5 tries, once; per address 1 a minute and 10 a day; per
 * client address, device and in all the hourly caps), counted apart from them.
 */
export async function sendEmailCode(
  ctx: RequestContext,
  provider: EmailProvider,
  email: string,
  purpose: repo.EmailPurpose,
  sender: SmsSender,
) {
  const hour = 3600;
  await enforceLimits(
    ctx,
    [
      { key: `email:min:${email}`, windowSec: SMS_RESEND_SECONDS, max: 1 },
      { key: `email:day:${email}`, windowSec: 86_400, max: SMS_RATE_PER_DAY },
      { key: `email:ip:${sender.ip}`, windowSec: hour, max: sender.caps.perIp },
      ...(sender.device ? [{ key: `email:device:${sender.device}`, windowSec: hour, max: sender.caps.perDevice }] : []),
      { key: 'email:all', windowSec: hour, max: sender.caps.total },
    ],
    'EMAIL_TOO_FREQUENT',
  );
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const key = randomBytes(16).toString('hex');
  const t = ctx.now();
  await repo.insertEmailCode(ctx.db, {
    code_key: key,
    email,
    purpose,
    code_hash: hash(code).toString('hex'),
    expire_time: t + SMS_CODE_LIFE_SECONDS,
    create_time: t,
  });
  const minutes = Math.round(SMS_CODE_LIFE_SECONDS / 60);
  await provider.send(ctx, {
    email,
    purpose,
    subject: message(ctx.lang, 'EMAIL_CODE_SUBJECT'),
    content: `${code} — ${message(ctx.lang, 'SMS_CODE_TEXT', { minutes })}`,
    code,
  });
  return { key };
}

/** Checks and uses up an e-mail code; fails with EMAIL_CODE_EXPIRED or EMAIL_CODE_ERROR. */
export async function verifyEmailCode(
  ctx: RequestContext,
  key: string,
  email: string,
  purpose: repo.EmailPurpose,
  code: string,
) {
  const t = ctx.now();
  if (!(await repo.countEmailTry(ctx.db, key, email, purpose, SMS_CODE_MAX_TRIES, t))) {
    const row = await repo.findEmailCode(ctx.db, key, email, purpose);
    throw new AppError(row && !row.used && row.expire_time <= t ? 'EMAIL_CODE_EXPIRED' : 'EMAIL_CODE_ERROR');
  }
  const row = await repo.findEmailCode(ctx.db, key, email, purpose);
  const ok = row && timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hash(code));
  if (!ok || !(await repo.useEmailCode(ctx.db, key))) throw new AppError('EMAIL_CODE_ERROR');
}
