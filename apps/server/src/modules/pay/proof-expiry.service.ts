import type { Db } from '../../db/database';
import { payConfig } from './pay-config';
import * as repo from './pay.repository';

/**
 * Bank transfers the shop did not confirm by their deadline (issue 19 §3): the payment and its
 * orders go back to unpaid, payable for `reopen_minutes` by another method, then the ordinary
 * closing closes them and their stock returns. A payment's proof cannot be sent again
 * (offline.service.ts), so a fake proof holds stock for one deadline at most.
 */
export async function reopenExpiredProofs(db: Db, memberId?: number) {
  const now = Math.floor(Date.now() / 1000);
  const due = await repo.findExpiredProofs(db, now, 100, memberId);
  if (due.length === 0) return 0;
  const closeAt = now + (await payConfig(db)).offlinepay.reopen_minutes * 60;
  let reopened = 0;
  for (const outTradeNo of due) {
    if (await db.transaction().execute((trx) => repo.reopenPayment(trx, outTradeNo, closeAt))) reopened++;
  }
  return reopened;
}
