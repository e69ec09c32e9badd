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
import type { SmsProvider } from './sms-provider';
import * as repo from './sms.repository';

const hash = (code: string) => createHash('sha256').update(code).digest();

/** Who asks for a code, and how many codes an hour each kind of sender may ask for. */
export interface SmsSender {
  ip: string;
  /** The browser's device cookie, when it has one. */
  device: string | null;
  caps: { perIp: number; perDevice: number; total: number };
}

/**
 * Sends a fresh code to `mobile` and answers the key to check it with. Per number: 1 a minute,
 * 10 a day; per address, per device and in all: the hourly caps (SMS pumping, issue 19 §7).
 */
export async function sendCode(
  ctx: RequestContext,
  provider: SmsProvider,
  mobile: string,
  purpose: repo.SmsPurpose,
  sender: SmsSender,
) {
  const hour = 3600;
  await enforceLimits(
    ctx,
    [
      { key: `sms:min:${mobile}`, windowSec: SMS_RESEND_SECONDS, max: 1 },
      { key: `sms:day:${mobile}`, windowSec: 86_400, max: SMS_RATE_PER_DAY },
      { key: `sms:ip:${sender.ip}`, windowSec: hour, max: sender.caps.perIp },
      ...(sender.device ? [{ key: `sms:device:${sender.device}`, windowSec: hour, max: sender.caps.perDevice }] : []),
      { key: 'sms:all', windowSec: hour, max: sender.caps.total },
    ],
    'SMS_TOO_FREQUENT',
  );
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const key = randomBytes(16).toString('hex');
  const t = ctx.now();
  await repo.insertSmsCode(ctx.db, {
    code_key: key,
    mobile,
    purpose,
    code_hash: hash(code).toString('hex'),
    expire_time: t + SMS_CODE_LIFE_SECONDS,
    create_time: t,
  });
  const minutes = Math.round(SMS_CODE_LIFE_SECONDS / 60);
  const content = `[Zay] ${code} — ${message(ctx.lang, 'SMS_CODE_TEXT', { minutes })}`;
  await provider.send(ctx, { mobile, purpose, content, code });
  return { key };
}

/**
 * Checks a code (5 tries, 5 minutes, once); fails with SMS_CODE_EXPIRED or SMS_CODE_ERROR. With
 * `consume` false a right code stays usable (a form's first step checks it, its last step uses
 * it); every check counts as a try either way.
 */
export async function verifyCode(
  ctx: RequestContext,
  key: string,
  mobile: string,
  purpose: repo.SmsPurpose,
  code: string,
  consume = true,
) {
  const t = ctx.now();
  if (!(await repo.countTry(ctx.db, key, mobile, purpose, SMS_CODE_MAX_TRIES, t))) {
    const row = await repo.findSmsCode(ctx.db, key, mobile, purpose);
    throw new AppError(row && !row.used && row.expire_time <= t ? 'SMS_CODE_EXPIRED' : 'SMS_CODE_ERROR');
  }
  const row = await repo.findSmsCode(ctx.db, key, mobile, purpose);
  const ok = row && timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hash(code));
  if (!ok || (consume && !(await repo.useSmsCode(ctx.db, key)))) throw new AppError('SMS_CODE_ERROR');
}
