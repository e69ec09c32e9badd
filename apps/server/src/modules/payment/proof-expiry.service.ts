import { withTransaction, type RequestContext } from '../../lib/context';
import { payConfig } from './payment-config';
import * as repo from './payment.repository';

/**
 * Bank transfers the shop did not confirm by their deadline (issue 19 §3): the payment and its
 * orders go back to unpaid, payable for `reopen_minutes` by another method, then the ordinary
 * closing closes them and their stock returns. A payment's proof cannot be sent again
 * (offline.service.ts), so a fake proof holds stock for one deadline at most. The context's
 * member's transfers, or every member's for a context without one (the timer).
 */
export async function reopenExpiredProofs(ctx: RequestContext) {
  const now = ctx.now();
  const due = await repo.findExpiredProofs(ctx.db, now, 100, ctx.memberId);
  if (due.length === 0) return 0;
  const closeAt = now + (await payConfig(ctx.db)).offlinepay.reopen_minutes * 60;
  let reopened = 0;
  for (const outTradeNo of due) {
    if (await withTransaction(ctx, ({ db }) => repo.reopenPayment(db, outTradeNo, closeAt))) reopened++;
  }
  return reopened;
}
