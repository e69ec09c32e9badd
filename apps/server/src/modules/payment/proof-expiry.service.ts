import { message } from '@zay/contract';
import { withTransaction, type RequestContext } from '../../lib/context';
import { noticeMember } from '../member';
import { payConfig } from './payment-config';
import * as repo from './payment.repository';

/**
 * Bank transfers the shop did not confirm within its confirmation window (`proof_hours`, 24 by
 * default; issue 19 §3, issue 29 §4): the payment and its orders go back to unpaid, payable for
 * `reopen_minutes` by another method, then the ordinary closing closes them and their stock
 * returns; the buyer is told by SMS. A payment's proof cannot be sent again (offline.service.ts),
 * so a fake proof holds stock for one window at most. The context's member's transfers, or every
 * member's for a context without one (the timer).
 */
export async function reopenExpiredProofs(ctx: RequestContext) {
  const now = ctx.now();
  const due = await repo.findExpiredProofs(ctx.db, now, 100, ctx.memberId);
  if (due.length === 0) return 0;
  const minutes = (await payConfig(ctx.db)).offlinepay.reopen_minutes;
  let reopened = 0;
  for (const outTradeNo of due) {
    if (!(await withTransaction(ctx, ({ db }) => repo.reopenPayment(db, outTradeNo, now + minutes * 60)))) continue;
    reopened++;
    await tellBuyer(ctx, outTradeNo, minutes);
  }
  return reopened;
}

/** Only the call that reopened the payment gets here, so the buyer hears of it once. */
async function tellBuyer(ctx: RequestContext, outTradeNo: string, minutes: number) {
  const [pay, orders] = await Promise.all([
    repo.findPay(ctx.db, outTradeNo, null),
    repo.findPayOrders(ctx.db, outTradeNo),
  ]);
  if (!pay) return;
  // In the marketplace's language, as the codes' SMS: a timer has no member's language.
  const text = message('md-mm', 'SMS_PROOF_EXPIRED_TEXT', {
    order_no: orders.map((o) => o.order_no).join(', '),
    minutes,
  });
  await noticeMember(ctx, pay.member_id, 'proof_expired', text);
}
