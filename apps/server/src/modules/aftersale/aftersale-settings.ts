import { COMPLAIN_STATUS, REFUND_STATUS } from '@zay/contract';

/** The after-sale timers' days (API-SHAPES-MORE §3.9); 0 = never. */
export interface AfterSaleSettings {
  /** A shop that does not answer an application in these days → accepted. */
  confirmDays: number;
  /** A refused application not pursued (revoked, changed or complained about) → closed. */
  cancelDays: number;
  /** Returned goods the shop does not confirm → received. */
  receiveDays: number;
}

const DAY = 86_400;

/** Which timer a refund in `status` waits on: its days, 0 when none. */
export function timerDays(s: AfterSaleSettings, status: number) {
  if (status === REFUND_STATUS.APPLIED) return s.confirmDays;
  if (status === REFUND_STATUS.REFUSED) return s.cancelDays;
  if (status === REFUND_STATUS.WAIT_SHOP_RECEIVE) return s.receiveDays;
  return 0;
}

/** When a timer moves this refund by itself; 0 when none waits (a refusal under complaint waits for the platform). */
export function autoExecuteTime(
  s: AfterSaleSettings,
  r: { refund_status: number; status_time: number; complain_status: number | null },
) {
  const days = timerDays(s, r.refund_status);
  if (days === 0 || (r.refund_status === REFUND_STATUS.REFUSED && r.complain_status === COMPLAIN_STATUS.APPLIED))
    return 0;
  return r.status_time + days * DAY;
}
