import { requireMember, type RequestContext } from '../../../lib/context';
import type { AuthDeps } from '../auth/auth.service';
import { sendMemberCode } from '../auth/auth.service';
import { boundMobile } from '../auth/security.service';
import { verifyCode } from '../auth/sms.service';
import { checkPayPassword, memberAccount, resetPayPassword } from './account.service';

// The payment password by SMS code (API-SHAPES-MORE §1.4), on the auth module's codes and caps.

/** member/paypwdcode: a code to the bound mobile for the payment password. */
export async function sendPayPasswordCode(ctx: RequestContext, deps: AuthDeps) {
  return sendMemberCode(ctx, deps, (await boundMobile(ctx)).mobile, 'pay_password');
}

/** member/verifypaypwdcode: the code is right (counted as a try, not used up). */
export async function checkPayPasswordCode(ctx: RequestContext, body: { key: string; code: string }) {
  await verifyCode(ctx, body.key, (await boundMobile(ctx)).mobile, 'pay_password', body.code, false);
  return {};
}

/** member/modifypaypassword: uses the code (once) and saves the new 6-digit password. */
export async function changePayPassword(ctx: RequestContext, body: { key: string; code: string; password: string }) {
  const member = await boundMobile(ctx);
  await verifyCode(ctx, body.key, member.mobile, 'pay_password', body.code);
  await resetPayPassword(ctx, member.member_id, body.password);
  return {};
}

/** member/checkpaypassword: through the checkout's own check (and its limit on tries). */
export async function verifyPayPassword(ctx: RequestContext, password: string) {
  await checkPayPassword(ctx, requireMember(ctx), password);
  return {};
}

/** member/issetpayaassword: 1 when a payment password is set. */
export async function hasPayPassword(ctx: RequestContext) {
  return (await memberAccount(ctx)).hasPayPassword ? (1 as const) : (0 as const);
}
