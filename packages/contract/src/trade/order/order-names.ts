import { message, type MessageKey } from '../../messages/catalogue';
import type { Lang } from '../../common/lang';
import { ORDER_STATUS, ORDER_TYPE, PAY_STATUS, type OrderAction } from './order.constants';
import type { OrderActionItem } from './order.schemas';
import type { PayTypes } from '../../payment/payment.schemas';

/*
 * The names the order answers carry (status, type, delivery, payment, refund, close cause) and
 * the actions an order offers, in the caller's language. Order, checkout, payment and the chat's
 * order cards all name orders, so the names live with the order constants they read.
 */

export interface OrderState {
  order_status: number;
  pay_status: number;
  order_type: number;
  delivery_type: string;
  /** 1 while the order may be reviewed (set on receipt; 0 again after the follow-up). */
  is_evaluate: number;
  /** 0 not reviewed, 1 reviewed (a follow-up may come), 2 followed up. */
  evaluate_status: number;
  /** 1 once the buyer extended the receipt deadline; absent where no action depends on it. */
  extend_take_delivery?: number;
}

const isPickup = (o: Pick<OrderState, 'order_type'>) => o.order_type === ORDER_TYPE.STORE;

function statusKey(o: OrderState): MessageKey {
  switch (o.order_status) {
    case ORDER_STATUS.UNPAID:
      return o.pay_status === PAY_STATUS.PAYING ? 'ORDER_STATUS_PAYING' : 'ORDER_STATUS_UNPAID';
    case ORDER_STATUS.PAID:
      return 'ORDER_STATUS_PAID';
    case ORDER_STATUS.PREPARING:
      return isPickup(o) ? 'ORDER_STATUS_PICKUP_WAIT' : 'ORDER_STATUS_PREPARING';
    case ORDER_STATUS.SHIPPED:
      return 'ORDER_STATUS_SHIPPED';
    case ORDER_STATUS.RECEIVED:
      return isPickup(o) ? 'ORDER_STATUS_PICKED_UP' : 'ORDER_STATUS_RECEIVED';
    case ORDER_STATUS.COMPLETED:
      return 'ORDER_STATUS_COMPLETED';
    default:
      return 'ORDER_STATUS_CLOSED';
  }
}

const TYPE_KEYS: Record<number, MessageKey> = {
  [ORDER_TYPE.EXPRESS]: 'ORDER_TYPE_EXPRESS',
  [ORDER_TYPE.STORE]: 'ORDER_TYPE_STORE',
  [ORDER_TYPE.LOCAL]: 'ORDER_TYPE_LOCAL',
  [ORDER_TYPE.VIRTUAL]: 'ORDER_TYPE_VIRTUAL',
};
/** `orders.promotion_type`: the promotion an order was bought in ('' for none). */
const PROMOTION_TYPE_KEYS: Record<string, MessageKey> = {
  seckill: 'PROMOTION_TYPE_SECKILL',
  groupbuy: 'PROMOTION_TYPE_GROUPBUY',
  bundling: 'PROMOTION_TYPE_BUNDLING',
  topic: 'PROMOTION_TYPE_TOPIC',
};
const DELIVERY_KEYS: Record<string, MessageKey> = {
  express: 'DELIVERY_EXPRESS',
  store: 'DELIVERY_STORE',
  local: 'DELIVERY_LOCAL',
};
const PAY_TYPE_KEYS: Record<string, MessageKey> = {
  offlinepay: 'PAY_TYPE_OFFLINEPAY',
  balance: 'PAY_TYPE_BALANCE',
};
const DELIVERY_STATUS_KEYS: MessageKey[] = [
  'DELIVERY_STATUS_WAITING',
  'DELIVERY_STATUS_SHIPPED',
  'DELIVERY_STATUS_RECEIVED',
];
const REFUND_STATUS_KEYS: Record<number, MessageKey> = {
  1: 'REFUND_STATUS_APPLIED',
  2: 'REFUND_STATUS_ACCEPTED',
  3: 'REFUND_STATUS_DONE',
  4: 'REFUND_STATUS_WAIT_RETURN',
  5: 'REFUND_STATUS_WAIT_RECEIVE',
  6: 'REFUND_STATUS_RECEIVED',
  [-1]: 'REFUND_STATUS_REFUSED',
};
const ACTION_KEYS: Record<OrderAction, MessageKey> = {
  orderPay: 'ORDER_ACTION_PAY',
  orderClose: 'ORDER_ACTION_CLOSE',
  memberTakeDelivery: 'ORDER_ACTION_TAKE_DELIVERY',
  trace: 'ORDER_ACTION_TRACE',
  extendTakeDelivery: 'ORDER_ACTION_EXTEND',
  memberOrderEvaluation: 'ORDER_ACTION_EVALUATE',
  orderOfflinePayProof: 'ORDER_ACTION_PROOF',
};

const CLOSE_CAUSE_KEYS: Record<string, MessageKey> = {
  timeout: 'CLOSE_CAUSE_TIMEOUT',
  buyer: 'CLOSE_CAUSE_BUYER',
  refund: 'CLOSE_CAUSE_REFUND',
};

const named = (lang: Lang, key: MessageKey | undefined) => (key ? message(lang, key) : '');

export const orderStatusName = (lang: Lang, o: OrderState) => message(lang, statusKey(o));
export const orderTypeName = (lang: Lang, type: number) => named(lang, TYPE_KEYS[type]);
export const deliveryTypeName = (lang: Lang, type: string) => named(lang, DELIVERY_KEYS[type]);
/** The shop promotion an order was bought in (店铺活动); '' for a normal order. */
export const promotionTypeName = (lang: Lang, type: string) => named(lang, PROMOTION_TYPE_KEYS[type]);
/** A wallet is called by its configured name (ADR 045); the other methods by their message. */
export const payTypeName = (lang: Lang, type: string, wallets: PayTypes['wallets']) =>
  wallets.find((w) => w.pay_type === type)?.name ?? named(lang, PAY_TYPE_KEYS[type]);
/**
 * A goods line's state follows its order (issue 20 §3): a closed order's lines are closed and an
 * unpaid order's lines await payment; only a paid order's lines show their own shipping state.
 */
export function goodsLineStatusName(lang: Lang, o: OrderState, deliveryStatus: number): string {
  if (o.order_status === ORDER_STATUS.UNPAID || o.order_status < 0) return orderStatusName(lang, o);
  return named(lang, DELIVERY_STATUS_KEYS[deliveryStatus]);
}
export const refundStatusName = (lang: Lang, s: number) => named(lang, REFUND_STATUS_KEYS[s]);
export const closeCauseName = (lang: Lang, cause: string) => named(lang, CLOSE_CAUSE_KEYS[cause]);

/** What the member can do with the order now (ADR 012). */
export function orderActions(lang: Lang, o: OrderState): OrderActionItem[] {
  const actions: OrderAction[] = [];
  if (o.order_status === ORDER_STATUS.UNPAID && o.pay_status === PAY_STATUS.UNPAID)
    actions.push('orderClose', 'orderPay');
  if (o.order_status === ORDER_STATUS.UNPAID && o.pay_status === PAY_STATUS.PAYING)
    actions.push('orderOfflinePayProof');
  if (o.order_status === ORDER_STATUS.SHIPPED) {
    actions.push('memberTakeDelivery');
    if (o.delivery_type === 'express') actions.push('trace');
    // Once per order (API-SHAPES-MORE §3.3); the family's PC client has no button for it, Zay has.
    if (!o.extend_take_delivery) actions.push('extendTakeDelivery');
  }
  if (o.order_status === ORDER_STATUS.PREPARING && isPickup(o)) actions.push('memberTakeDelivery');
  const done = o.order_status === ORDER_STATUS.RECEIVED || o.order_status === ORDER_STATUS.COMPLETED;
  if (done && o.is_evaluate === 1) actions.push('memberOrderEvaluation');
  // A reviewed order's review action is the follow-up (追评).
  const followUp = o.evaluate_status === 1;
  return actions.map((action) => ({
    action,
    title: message(
      lang,
      action === 'memberOrderEvaluation' && followUp ? 'ORDER_ACTION_EVALUATE_AGAIN' : ACTION_KEYS[action],
    ),
    color: action === 'orderPay' ? '#ff547b' : '',
  }));
}
