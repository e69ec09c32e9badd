import { withTransaction, type RequestContext } from '../../lib/context';
import { askWalletRefund, type SignedNotify, type WalletProvider, type WalletRefundNotify } from '../payment';
import * as repo from './refund.repository';

/*
 * A refund's wallet part goes back through the wallet (ADR 058): recorded waiting when the
 * refund is paid, asked of the wallet after that transaction commits (and again by the timer
 * until the wallet confirms), done when the wallet's signed refund notify arrives — once, however
 * often the notify is replayed.
 */

/** Asks the wallet for every waiting wallet part; `deliver` posts what the sandbox answers to our notify route. */
export async function sendWalletRefunds(
  ctx: RequestContext,
  wallet: WalletProvider | null,
  deliver: (n: SignedNotify) => Promise<unknown>,
  batch = 50,
) {
  if (!wallet) return 0;
  const parts = await repo.findWaitingWalletParts(ctx.db, batch);
  for (const p of parts) {
    const signed = await askWalletRefund(wallet, {
      refundNo: p.refund_no,
      outTradeNo: p.out_trade_no,
      amount: p.amount,
    });
    if (signed) await deliver(signed);
  }
  return parts.length;
}

export type RefundNotifyOutcome = 'applied' | 'replayed' | 'refused';

/** The wallet's refund notify: its part turns done once; a replay changes nothing. */
export async function applyRefundNotify(ctx: RequestContext, n: WalletRefundNotify): Promise<RefundNotifyOutcome> {
  return withTransaction(ctx, async (ctx) => {
    const now = ctx.now();
    if (await repo.markPartDone(ctx.db, n.refundNo, 'wallet', now, { notify_id: n.notifyId, amount: n.amount })) {
      const part = await repo.findPartGoods(ctx.db, n.refundNo);
      if (part) await repo.addLog(ctx.db, part.order_goods_id, 4, 'wallet_refunded', '', now);
      return 'applied';
    }
    return (await repo.isPartDone(ctx.db, n.refundNo, 'wallet', n.amount)) ? 'replayed' : 'refused';
  });
}
