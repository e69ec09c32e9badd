import { PAY_STATUS } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../lib/context';
import { enabledPayTypes, payConfig } from './payment-config';
import { reopenExpiredProofs } from './proof-expiry.service';
import * as repo from './payment.repository';
import { hasUpload } from '../../lib/image-upload';
import type { UploadStorage } from '../../lib/upload-storage';
import { PAY } from '../../lib/order-state-machine';

/** Where a member's proof images are kept, in the upload storage (ADR 012, ADR 105). */
export const proofFolder = (memberId: number) => `payproof/${memberId}`;

const PROOF_PATH = /^upload\/payproof\/(\d+)\/\d{6}\/[\w-]{10,64}\.(jpg|png|webp|gif)$/;

/** A proof path is accepted only when it is one of the member's own uploads and is stored. */
async function ownProof(storage: UploadStorage, memberId: number, picPath: string) {
  const m = PROOF_PATH.exec(picPath);
  return !!m && Number(m[1]) === memberId && (await hasUpload(storage, picPath));
}

/**
 * pay/offlinepay: the bank-transfer proof for a payment; the payment and its orders wait for the
 * shop's confirmation (PAYING) until the proof's deadline (ADR 022). Each proof file serves
 * one payment, and a member has at most `max_awaiting` orders waiting.
 */
export async function submitOfflineProof(
  ctx: RequestContext,
  body: { out_trade_no: string; imgs: string[]; desc?: string },
  storage: UploadStorage,
) {
  const memberId = requireMember(ctx);
  if (!(await enabledPayTypes(ctx.db, false)).includes('offlinepay')) throw new AppError('PAY_TYPE_NOT_CONFIGURED');
  for (const img of body.imgs) if (!(await ownProof(storage, memberId, img))) throw new AppError('PAY_PROOF_REQUIRED');
  await reopenExpiredProofs(ctx);
  const pay = await repo.findPay(ctx.db, body.out_trade_no, memberId);
  if (!pay) throw new AppError('PAY_INFO_MISSING');
  // A payment whose proof ran out of time is paid another way: no second deadline for it.
  if (pay.pay_status === PAY_STATUS.UNPAID && pay.offline_time > 0) throw new AppError('PAY_PROOF_EXPIRED');
  const rules = (await payConfig(ctx.db)).offlinepay;
  const moved = await withTransaction(ctx, async ({ db }) => {
    const t = ctx.now();
    await repo.lockMember(db, memberId);
    if (!(await repo.markPayPaying(db, body.out_trade_no, memberId, body.imgs.join(','), body.desc ?? '', t)))
      return false;
    if ((await repo.markOrdersPaying(db, body.out_trade_no, t + rules.proof_hours * 3600)) === 0)
      throw new AppError('PAY_CLOSED');
    if (!(await repo.bindProofs(db, body.out_trade_no, memberId, body.imgs, t))) throw new AppError('PAY_PROOF_USED');
    if ((await repo.countAwaitingOrders(db, memberId)) > rules.max_awaiting)
      throw new AppError('PAY_AWAITING_TOO_MANY', { max: rules.max_awaiting });
    return true;
  });
  if (!moved) throw new AppError(pay.pay_status === PAY_STATUS.PAID ? 'PAY_ALREADY_PAID' : 'PAY_CLOSED');
  return { pay_status: PAY.moves.sendProof.to };
}
