import { AppError } from '../../../lib/app-error';
import { requireMember, type RequestContext } from '../../../lib/context';
import { isUniqueViolation } from '../../../lib/db-errors';
import { hashPassword, verifyPassword } from '../../../lib/password';
import * as members from './account.repository';
import { sendMemberCode, sendMemberEmailCode, type AuthDeps } from './auth.service';
import { verifyEmailCode } from './email.service';
import { checkCaptcha } from './captcha.service';
import { captchaOn, enforceLimits } from '../../site';
import { checkPassword, registerConfig } from './register-config';
import { verifyCode } from './sms.service';
import { revokeOtherTokens } from './token.service';

/** Wrong or right, at most this many old-password checks per member in the window. */
const OLD_PASSWORD_TRIES = 10;
const OLD_PASSWORD_WINDOW_SEC = 15 * 60;

/** The member asking, with their mobile and password hash. */
async function asking(ctx: RequestContext) {
  const member = await members.findMemberSecrets(ctx.db, requireMember(ctx));
  if (!member) throw new AppError('TOKEN_ERROR');
  return member;
}

/** The asking member, who must have a mobile number (codes go to it); MOBILE_NOT_BOUND otherwise. */
export async function boundMobile(ctx: RequestContext) {
  const member = await asking(ctx);
  if (!member.mobile) throw new AppError('MOBILE_NOT_BOUND');
  return member;
}

/** member/pwdmobliecode: a code to the bound mobile for setting a login password. */
export async function sendPasswordCode(
  ctx: RequestContext,
  deps: AuthDeps,
  body: { captcha_id: string; captcha_code: string },
) {
  if (await captchaOn(ctx.db, deps.captchaEnabled)) await checkCaptcha(ctx, body.captcha_id, body.captcha_code);
  return sendMemberCode(ctx, deps, (await boundMobile(ctx)).mobile, 'set_password');
}

/**
 * member/modifypassword. With a password: the old one must be right (tries limited). Without
 * one: the code of member/pwdmobliecode. The new one follows the platform's rules and differs
 * from the old; the change is conditional on the old hash (of two at once, one wins); the
 * member's other sessions end. Answers the member id.
 */
export async function changePassword(
  ctx: RequestContext,
  sessionId: number,
  body: { old_password?: string; new_password: string; key?: string; code?: string },
) {
  const member = await asking(ctx);
  checkPassword(await registerConfig(ctx.db), body.new_password);
  if (member.password) {
    await enforceLimits(ctx, [
      { key: `oldpw:${member.member_id}`, windowSec: OLD_PASSWORD_WINDOW_SEC, max: OLD_PASSWORD_TRIES },
    ]);
    if (!body.old_password || !(await verifyPassword(body.old_password, member.password)))
      throw new AppError('PASSWORD_ERROR');
    if (body.old_password === body.new_password) throw new AppError('PASSWORD_SAME_AS_OLD');
  } else {
    if (!member.mobile) throw new AppError('MOBILE_NOT_BOUND');
    await verifyCode(ctx, body.key ?? '', member.mobile, 'set_password', body.code ?? '');
  }
  const hash = await hashPassword(body.new_password);
  if (!(await members.replacePassword(ctx.db, member.member_id, member.password, hash)))
    throw new AppError('PASSWORD_ERROR');
  await revokeOtherTokens(ctx.db, member.member_id, sessionId);
  return member.member_id;
}

/** member/bindmobliecode: a code to the new number, which must be free and not the member's own. */
export async function sendBindMobileCode(
  ctx: RequestContext,
  deps: AuthDeps,
  body: { mobile: string; captcha_id: string; captcha_code: string },
) {
  if (await captchaOn(ctx.db, deps.captchaEnabled)) await checkCaptcha(ctx, body.captcha_id, body.captcha_code);
  const member = await asking(ctx);
  if (member.mobile === body.mobile) throw new AppError('MOBILE_SAME_AS_OLD');
  if (await members.findMemberByMobile(ctx.db, body.mobile)) throw new AppError('MOBILE_TAKEN');
  return sendMemberCode(ctx, deps, body.mobile, 'bind_mobile');
}

/** member/modifymobile: binds the number its code was sent to; the member's other sessions end. */
export async function changeMobile(
  ctx: RequestContext,
  sessionId: number,
  body: { mobile: string; key: string; code: string },
) {
  const member = await asking(ctx);
  if (member.mobile === body.mobile) throw new AppError('MOBILE_SAME_AS_OLD');
  await verifyCode(ctx, body.key, body.mobile, 'bind_mobile', body.code);
  try {
    await members.updateMobile(ctx.db, member.member_id, body.mobile);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('MOBILE_TAKEN');
    throw err;
  }
  await revokeOtherTokens(ctx.db, member.member_id, sessionId);
  return member.member_id;
}

/** member/checkemail: fails with EMAIL_TAKEN when a member already uses the address. */
export async function checkEmailFree(ctx: RequestContext, email: string) {
  if (await members.emailInUse(ctx.db, email)) throw new AppError('EMAIL_TAKEN');
  return {};
}

/** member/bingemailcode: a code to the new address, which must be free and not the member's own. */
export async function sendBindEmailCode(
  ctx: RequestContext,
  deps: AuthDeps,
  body: { email: string; captcha_id: string; captcha_code: string },
) {
  if (deps.captchaEnabled) await checkCaptcha(ctx, body.captcha_id, body.captcha_code);
  const member = await asking(ctx);
  if (member.email.toLowerCase() === body.email) throw new AppError('EMAIL_SAME_AS_OLD');
  if (await members.emailInUse(ctx.db, body.email)) throw new AppError('EMAIL_TAKEN');
  return sendMemberEmailCode(ctx, deps, body.email, 'bind_email');
}

/**
 * member/modifyemail: binds the address its code was sent to (the captcha was checked when it was
 * sent); the address signs in too, so the member's other sessions end, as for a new mobile.
 */
export async function changeEmail(
  ctx: RequestContext,
  sessionId: number,
  body: { email: string; key: string; code: string },
) {
  const member = await asking(ctx);
  if (member.email.toLowerCase() === body.email) throw new AppError('EMAIL_SAME_AS_OLD');
  await verifyEmailCode(ctx, body.key, body.email, 'bind_email', body.code);
  try {
    await members.updateEmail(ctx.db, member.member_id, body.email);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
  await revokeOtherTokens(ctx.db, member.member_id, sessionId);
  return member.member_id;
}
