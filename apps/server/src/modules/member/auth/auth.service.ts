import { createHash } from 'node:crypto';
import {
  AUTO_LOGIN_DAYS,
  LOGIN_LOCKOUT_NOTICE_SECONDS,
  LOGIN_RATE_PER_MINUTE,
  message,
  normaliseMobile,
  REGISTER_RATE_PER_HOUR,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { isUniqueViolation } from '../../../lib/db-errors';
import { hashPassword, verifyPassword } from '../../../lib/password';
import * as members from './account.repository';
import { captchaOn, siteConfig } from '../../site';
import { checkCaptcha } from './captcha.service';
import { enforceLimits, withinLimit } from '../../site';
import { isKnownDevice, rememberDevice } from './login-device.repository';
import { noticeMember } from './member-notice.service';
import { checkPassword, isOn, registerConfig } from './register-config';
import type { SmsProvider } from './sms-provider';
import type { SmsPurpose } from './sms.repository';
import { sendCode, verifyCode, type SmsSender } from './sms.service';
import { issueToken, revokeMemberTokens } from './token.service';
import { consoleEmailProvider, type EmailProvider } from './email-provider';
import type { EmailPurpose } from './email.repository';
import { sendEmailCode } from './email.service';

export interface AuthDeps {
  /** The environment's CAPTCHA_ENABLED: whether captchas are asked for until the platform sets it (captchaOn). */
  captchaEnabled: boolean;
  sms: SmsProvider;
  /** Where e-mail codes go (binding an e-mail); the console provider when left out. */
  email?: EmailProvider;
  ip: string;
  /** The browser's device cookie (SMS caps per device). */
  device?: string | null;
  smsCaps?: SmsSender['caps'];
}

/** Without configured caps (tests, tools): the defaults of env.ts. */
const SMS_CAPS: SmsSender['caps'] = { perIp: 10, perDevice: 5, total: 300 };

/** Sends a code for `purpose` under the per-number, address, device and overall caps of every member code. */
export const sendMemberCode = (ctx: RequestContext, deps: AuthDeps, mobile: string, purpose: SmsPurpose) =>
  sendCode(ctx, deps.sms, mobile, purpose, {
    ip: deps.ip,
    device: deps.device ?? null,
    caps: deps.smsCaps ?? SMS_CAPS,
  });

/** Sends an e-mail code for `purpose` under the per-address, client address, device and overall caps. */
export const sendMemberEmailCode = (ctx: RequestContext, deps: AuthDeps, email: string, purpose: EmailPurpose) =>
  sendEmailCode(ctx, deps.email ?? consoleEmailProvider, email, purpose, {
    ip: deps.ip,
    device: deps.device ?? null,
    caps: deps.smsCaps ?? SMS_CAPS,
  });

/** Compared against when the account is unknown, so a miss costs as long as a wrong password. */
const DUMMY_HASH = hashPassword('not-a-real-password');

/** A device cookie as stored: its SHA-256 (the cookie itself opens nothing, but is not kept either). */
const deviceHash = (device: string) => createHash('sha256').update(device).digest('hex');

/** A new session; the device it came from (if the browser has a device cookie) is remembered. */
async function startSession(ctx: RequestContext, memberId: number, autoLoginDays = 0, device?: string | null) {
  await members.touchLogin(ctx.db, memberId, ctx.now());
  if (device) await rememberDevice(ctx.db, memberId, deviceHash(device), ctx.now());
  return issueToken(ctx, memberId, autoLoginDays > 0 ? Math.min(autoLoginDays, AUTO_LOGIN_DAYS) : 1);
}

async function createMember(
  ctx: RequestContext,
  row: Parameters<typeof members.insertMember>[1],
  takenKey: 'USERNAME_TAKEN' | 'MOBILE_TAKEN',
) {
  try {
    return await members.insertMember(ctx.db, { ...row, status: 1, reg_time: ctx.now() });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(takenKey);
    throw err;
  }
}

export async function registerByUsername(
  ctx: RequestContext,
  deps: AuthDeps,
  body: { username: string; password: string; captcha_id: string; captcha_code: string },
) {
  const config = await registerConfig(ctx.db);
  if (!isOn(config.register, 'username')) throw new AppError('REGISTER_DISABLED');
  await enforceLimits(ctx, [{ key: `register:ip:${deps.ip}`, windowSec: 3600, max: REGISTER_RATE_PER_HOUR }]);
  if (await captchaOn(ctx.db, deps.captchaEnabled)) await checkCaptcha(ctx, body.captcha_id, body.captcha_code);
  checkPassword(config, body.password);
  if (await members.usernameExists(ctx.db, body.username)) throw new AppError('USERNAME_TAKEN');
  const memberId = await createMember(
    ctx,
    { username: body.username, nickname: body.username, password: await hashPassword(body.password) },
    'USERNAME_TAKEN',
  );
  return startSession(ctx, memberId, 0, deps.device);
}

/** Sends an SMS code for registration (number must be free), login or password recovery (number must be known). */
export async function sendMobileCode(
  ctx: RequestContext,
  deps: AuthDeps,
  purpose: SmsPurpose,
  body: { mobile: string; captcha_id: string; captcha_code: string },
) {
  const config = await registerConfig(ctx.db);
  if (purpose === 'register' && !isOn(config.register, 'mobile')) throw new AppError('REGISTER_DISABLED');
  if (purpose === 'login' && !isOn(config.login, 'mobile')) throw new AppError('MOBILE_LOGIN_DISABLED');
  if (await captchaOn(ctx.db, deps.captchaEnabled)) await checkCaptcha(ctx, body.captcha_id, body.captcha_code);
  const existing = await members.findMemberByMobile(ctx.db, body.mobile);
  if (purpose === 'register' && existing) throw new AppError('MOBILE_TAKEN');
  if (purpose !== 'register' && !existing) throw new AppError('MOBILE_NOT_REGISTERED');
  return sendMemberCode(ctx, deps, body.mobile, purpose);
}

export async function registerByMobile(
  ctx: RequestContext,
  deps: AuthDeps,
  body: { mobile: string; key: string; code: string; password?: string },
) {
  const config = await registerConfig(ctx.db);
  if (!isOn(config.register, 'mobile')) throw new AppError('REGISTER_DISABLED');
  await enforceLimits(ctx, [{ key: `register:ip:${deps.ip}`, windowSec: 3600, max: REGISTER_RATE_PER_HOUR }]);
  if (body.password !== undefined) checkPassword(config, body.password);
  await verifyCode(ctx, body.key, body.mobile, 'register', body.code);
  const nickname = `${body.mobile.slice(0, 4)}****${body.mobile.slice(-3)}`;
  const password = body.password ? await hashPassword(body.password) : '';
  const memberId = await createMember(ctx, { mobile: body.mobile, nickname, password }, 'MOBILE_TAKEN');
  return startSession(ctx, memberId, 0, deps.device);
}

/**
 * The member an account name (username, e-mail or mobile, as the login page takes it) names, with
 * their password hash and status: a shop owner signs in to the consoles with it (ADR 089).
 */
export async function memberCredentials(ctx: RequestContext, account: string) {
  return members.findMemberByAccount(ctx.db, account, normaliseMobile(account));
}

/**
 * Password login; a failure never tells whether the account exists. Each account has a budget of
 * tries a minute against guessing; once it is spent (ADR 087) a try still goes on when it comes
 * from a device the member signed in from before, or passes a captcha (a real one, used up),
 * whatever the site's captcha setting — so a guesser cannot lock the member out. The member is
 * told by SMS, once in LOGIN_LOCKOUT_NOTICE_SECONDS, that someone spent the budget.
 */
export async function loginByPassword(
  ctx: RequestContext,
  deps: AuthDeps,
  body: { username: string; password: string; captcha_id: string; captcha_code: string; autoLoginRange: number },
) {
  await enforceLimits(ctx, [{ key: `login:ip:${deps.ip}`, windowSec: 60, max: LOGIN_RATE_PER_MINUTE }]);
  const member = await members.findMemberByAccount(ctx.db, body.username, normaliseMobile(body.username));
  // One budget per account whatever alias names it (username, mobile); SMS login stays open.
  const account = member ? `member:${member.member_id}` : `name:${body.username.toLowerCase()}`;
  const captchaRequired =
    (await captchaOn(ctx.db, deps.captchaEnabled)) && (await siteConfig(ctx.db, 'captcha_config')).login === 1;
  let captchaUsed = false;
  if (!(await withinLimit(ctx, { key: `login:${account}`, windowSec: 60, max: LOGIN_RATE_PER_MINUTE }))) {
    const known = !!member && !!deps.device && (await isKnownDevice(ctx.db, member.member_id, deviceHash(deps.device)));
    if (!known) {
      if (member) await noticeLockout(ctx, member.member_id);
      if (!body.captcha_id) throw new AppError('RATE_LIMITED');
      await checkCaptcha(ctx, body.captcha_id, body.captcha_code);
      captchaUsed = true;
    }
  }
  if (captchaRequired && !captchaUsed) await checkCaptcha(ctx, body.captcha_id, body.captcha_code);
  const valid = await verifyPassword(body.password, member?.password || (await DUMMY_HASH));
  if (!member || !member.password || !valid) throw new AppError('LOGIN_FAILED');
  if (member.status !== 1) throw new AppError('MEMBER_FROZEN');
  return startSession(ctx, member.member_id, body.autoLoginRange, deps.device);
}

/** Tells the member (SMS outbox) that their password login budget was spent; once a notice window. */
async function noticeLockout(ctx: RequestContext, memberId: number) {
  const notice = { key: `login-notice:member:${memberId}`, windowSec: LOGIN_LOCKOUT_NOTICE_SECONDS, max: 1 };
  if (!(await withinLimit(ctx, notice))) return;
  // In the marketplace's language: the guesser's request language says nothing about the member.
  await noticeMember(ctx, memberId, 'login_locked', message('md-mm', 'SMS_LOGIN_LOCKED_TEXT'));
}

export async function loginByMobile(
  ctx: RequestContext,
  body: { mobile: string; key: string; code: string; autoLoginRange: number },
  device?: string | null,
) {
  await verifyCode(ctx, body.key, body.mobile, 'login', body.code);
  const member = await members.findMemberByMobile(ctx.db, body.mobile);
  if (!member) throw new AppError('MOBILE_NOT_REGISTERED');
  if (member.status !== 1) throw new AppError('MEMBER_FROZEN');
  return startSession(ctx, member.member_id, body.autoLoginRange, device);
}

/**
 * A new password by SMS code: it must follow the rules and differ from the old one; all sessions
 * end. Answers the member.
 */
export async function resetPassword(
  ctx: RequestContext,
  body: { mobile: string; key: string; code: string; password: string },
) {
  const config = await registerConfig(ctx.db);
  checkPassword(config, body.password);
  const member = await members.findMemberByMobile(ctx.db, body.mobile);
  if (!member) throw new AppError('MOBILE_NOT_REGISTERED');
  if (member.password && (await verifyPassword(body.password, member.password)))
    throw new AppError('PASSWORD_SAME_AS_OLD');
  await verifyCode(ctx, body.key, body.mobile, 'find_password', body.code);
  await members.updatePassword(ctx.db, member.member_id, await hashPassword(body.password));
  await revokeMemberTokens(ctx.db, member.member_id);
  return member.member_id;
}
