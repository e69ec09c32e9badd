import type { Lang } from '../common/lang';
import { message, type MessageKey } from '../messages/catalogue';
import { DELIVERY_STATUS, ORDER_STATUS, PAY_STATUS, REFUND_STATUS } from '../trade/order/order.constants';

/*
 * Refunds, returns and complaints (API-SHAPES-MORE §3.7–§3.8, ADR 058): the names and the
 * actions a buyer is offered, defined once for the server's answers and the web pages.
 */

/** A refund's description and a complaint's, at most this many characters. */
export const AFTER_SALE_REMARK_MAX = 140;
/** A shop's or the platform's reason for refusing, at most this many characters. */
export const REFUSE_REASON_MAX = 140;
/** The shop's offline transfer reference (its proof), at most this many characters. */
export const REFUND_PROOF_MAX = 100;

/** `complain_status`. */
export const COMPLAIN_STATUS = { CANCELLED: 0, APPLIED: 1, ENDED: 2, REFUSED: -1 } as const;

/**
 * Every reason a refund may carry, stored by key (OrderRefund::$refund_reason_type and Zay's
 * own, ADR 100). `late_delivery`, `wrong_item` (ordered by mistake / no longer wanted), `agreed`
 * and `other` are the family's four.
 */
export const REFUND_REASONS = [
  'late_delivery',
  'wrong_item',
  'agreed',
  'other',
  'wrong_address',
  'not_delivered',
  'slow_delivery',
  'damaged',
  'faulty',
  'not_as_described',
  'received_wrong',
  'missing_parts',
  'changed_mind',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
const REASON_KEYS: Record<RefundReason, MessageKey> = {
  late_delivery: 'REFUND_REASON_LATE_DELIVERY',
  wrong_item: 'REFUND_REASON_WRONG_ITEM',
  agreed: 'REFUND_REASON_AGREED',
  other: 'REFUND_REASON_OTHER',
  wrong_address: 'REFUND_REASON_WRONG_ADDRESS',
  not_delivered: 'REFUND_REASON_NOT_DELIVERED',
  slow_delivery: 'REFUND_REASON_SLOW_DELIVERY',
  damaged: 'REFUND_REASON_DAMAGED',
  faulty: 'REFUND_REASON_FAULTY',
  not_as_described: 'REFUND_REASON_NOT_AS_DESCRIBED',
  received_wrong: 'REFUND_REASON_RECEIVED_WRONG',
  missing_parts: 'REFUND_REASON_MISSING_PARTS',
  changed_mind: 'REFUND_REASON_CHANGED_MIND',
};
export const refundReasonName = (lang: Lang, r: string) =>
  (REFUND_REASONS as readonly string[]).includes(r) ? message(lang, REASON_KEYS[r as RefundReason]) : r;

/** Where a goods is, for its refund reasons: not shipped, shipped and not received, received. */
export type GoodsState = 'not_shipped' | 'shipped' | 'received';

/**
 * A line's state: received once its delivery or its order says so (a redeemed code's goods are
 * received, ADR 093); shipped once sent; else not shipped.
 */
export function goodsState(line: { delivery_status: number; order_status: number }): GoodsState {
  if (line.delivery_status === DELIVERY_STATUS.RECEIVED || line.order_status === ORDER_STATUS.RECEIVED)
    return 'received';
  return line.delivery_status === DELIVERY_STATUS.SHIPPED ? 'shipped' : 'not_shipped';
}

const BOTH = [1, 2] as const;
/** The reasons offered by state, each with the refund types (1 refund only, 2 return) it fits (ADR 100). */
export const REASONS_BY_STATE: Record<GoodsState, readonly { key: RefundReason; types: readonly number[] }[]> = {
  not_shipped: [
    { key: 'late_delivery', types: BOTH },
    { key: 'wrong_address', types: BOTH },
    { key: 'wrong_item', types: BOTH },
    { key: 'agreed', types: BOTH },
    { key: 'other', types: BOTH },
  ],
  shipped: [
    { key: 'not_delivered', types: BOTH },
    { key: 'slow_delivery', types: BOTH },
    { key: 'wrong_address', types: BOTH },
    { key: 'wrong_item', types: BOTH },
    { key: 'agreed', types: BOTH },
    { key: 'other', types: BOTH },
  ],
  received: [
    { key: 'damaged', types: BOTH },
    { key: 'faulty', types: BOTH },
    { key: 'not_as_described', types: BOTH },
    { key: 'received_wrong', types: BOTH },
    { key: 'missing_parts', types: BOTH },
    { key: 'changed_mind', types: [2] },
    { key: 'agreed', types: BOTH },
    { key: 'other', types: BOTH },
  ],
};

/** The reasons offered for a state and, when given, a refund type. */
export const reasonsFor = (state: GoodsState, type?: number) =>
  REASONS_BY_STATE[state].filter((r) => type === undefined || r.types.includes(type));

export const refundTypeName = (lang: Lang, type: number) =>
  message(lang, type === 2 ? 'REFUND_TYPE_RETURN' : 'REFUND_TYPE_REFUND_ONLY');

const COMPLAIN_STATUS_KEYS: Record<number, MessageKey> = {
  0: 'COMPLAIN_STATUS_CANCELLED',
  1: 'COMPLAIN_STATUS_APPLIED',
  2: 'COMPLAIN_STATUS_ENDED',
  [-1]: 'COMPLAIN_STATUS_REFUSED',
};
export const complainStatusName = (lang: Lang, s: number) =>
  COMPLAIN_STATUS_KEYS[s] ? message(lang, COMPLAIN_STATUS_KEYS[s]) : '';

/** Who wrote a line of the negotiation record. */
export const ACTION_WAY = { BUYER: 1, SHOP: 2, PLATFORM: 3, SYSTEM: 4 } as const;
export const actionWayName = (lang: Lang, way: number) =>
  message(
    lang,
    way === 1
      ? 'REFUND_WAY_BUYER'
      : way === 2
        ? 'REFUND_WAY_SHOP'
        : way === 3
          ? 'REFUND_WAY_PLATFORM'
          : 'REFUND_WAY_SYSTEM',
  );

/** The record's actions, by key. */
export const REFUND_LOG_ACTIONS = [
  'apply',
  'cancel',
  'agree',
  'refuse',
  'deliver',
  'receive',
  'refuse_receive',
  'refunded',
  'auto_agree',
  'auto_cancel',
  'auto_receive',
  'complain',
  'complain_cancel',
  'complain_agree',
  'complain_refuse',
  'offline_paid',
  'wallet_refunded',
] as const;
export type RefundLogAction = (typeof REFUND_LOG_ACTIONS)[number];
export const refundLogActionName = (lang: Lang, a: string) =>
  (REFUND_LOG_ACTIONS as readonly string[]).includes(a)
    ? message(lang, `REFUND_LOG_${a.toUpperCase()}` as MessageKey)
    : a;

export const REFUND_ACTIONS = [
  'orderRefundApply',
  'orderRefundCancel',
  'orderRefundDelivery',
  'orderRefundAsk',
] as const;
export type RefundAction = (typeof REFUND_ACTIONS)[number];
export const COMPLAIN_ACTIONS = ['complainApply', 'complainCancel'] as const;

const act = (lang: Lang, action: string, key: MessageKey) => ({ action, title: message(lang, key), color: '' });

/**
 * The buyer's refund actions for a goods line (`refund_action`): apply while none is open (and
 * the order may be refunded), revoke while it waits, send the parcel once the shop asks for it.
 */
export function refundActions(lang: Lang, status: number, refundable: boolean) {
  switch (status) {
    case REFUND_STATUS.NONE:
      return refundable ? [act(lang, 'orderRefundApply', 'REFUND_ACTION_APPLY')] : [];
    case REFUND_STATUS.APPLIED:
      return [act(lang, 'orderRefundCancel', 'REFUND_ACTION_CANCEL')];
    case REFUND_STATUS.WAIT_BUYER_RETURN:
      return [
        act(lang, 'orderRefundDelivery', 'REFUND_ACTION_DELIVERY'),
        act(lang, 'orderRefundCancel', 'REFUND_ACTION_CANCEL'),
      ];
    case REFUND_STATUS.REFUSED:
      return refundable
        ? [act(lang, 'orderRefundCancel', 'REFUND_ACTION_CANCEL'), act(lang, 'orderRefundAsk', 'REFUND_ACTION_ASK')]
        : [act(lang, 'orderRefundCancel', 'REFUND_ACTION_CANCEL')];
    default:
      return [];
  }
}

/**
 * `complain_action` on a goods line: 1 (platform rights offered) once the shop refused and while
 * the order is neither closed nor completed.
 */
export const mayComplain = (refundStatus: number, orderStatus: number) =>
  refundStatus === REFUND_STATUS.REFUSED &&
  orderStatus !== ORDER_STATUS.CLOSED &&
  orderStatus !== ORDER_STATUS.COMPLETED;

/** The buyer's complaint actions: revoke while open or refused, apply again after a revoke or a refusal. */
export function complainActions(lang: Lang, status: number | null, allowed: boolean) {
  if (status === null || status === COMPLAIN_STATUS.CANCELLED)
    return allowed ? [act(lang, 'complainApply', 'COMPLAIN_ACTION_APPLY')] : [];
  if (status === COMPLAIN_STATUS.APPLIED) return [act(lang, 'complainCancel', 'COMPLAIN_ACTION_CANCEL')];
  if (status === COMPLAIN_STATUS.REFUSED)
    return allowed
      ? [act(lang, 'complainCancel', 'COMPLAIN_ACTION_CANCEL'), act(lang, 'complainApply', 'COMPLAIN_ACTION_ASK')]
      : [act(lang, 'complainCancel', 'COMPLAIN_ACTION_CANCEL')];
  return [];
}

/** Whether an order may have goods refunded: paid and neither completed nor closed. */
const REFUNDABLE_ORDER: readonly number[] = [
  ORDER_STATUS.PAID,
  ORDER_STATUS.PREPARING,
  ORDER_STATUS.SHIPPED,
  ORDER_STATUS.RECEIVED,
];
export const orderRefundable = (o: { order_status: number; pay_status: number }) =>
  o.pay_status === PAY_STATUS.PAID && REFUNDABLE_ORDER.includes(o.order_status);
