import {
  message,
  ORDER_STATUS,
  ORDER_TYPE,
  PAY_STATUS,
  type Lang,
  type MessageKey,
  type OrderAction,
  type OrderActionItem,
} from '@zay/contract';

export interface OrderState {
  order_status: number;
  pay_status: number;
  order_type: number;
  delivery_type: string;
  is_evaluate: number;
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
const DELIVERY_KEYS: Record<string, MessageKey> = {
  express: 'DELIVERY_EXPRESS',
  store: 'DELIVERY_STORE',
  local: 'DELIVERY_LOCAL',
};
const PAY_TYPE_KEYS: Record<string, MessageKey> = {
  offlinepay: 'PAY_TYPE_OFFLINEPAY',
  balance: 'PAY_TYPE_BALANCE',
  mobilewallet: 'PAY_TYPE_MOBILEWALLET',
  onlinewallet: 'PAY_TYPE_ONLINEWALLET',
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
  memberOrderEvaluation: 'ORDER_ACTION_EVALUATE',
  orderOfflinePayProof: 'ORDER_ACTION_PROOF',
};

const named = (lang: Lang, key: MessageKey | undefined) => (key ? message(lang, key) : '');

export const orderStatusName = (lang: Lang, o: OrderState) => message(lang, statusKey(o));
export const orderTypeName = (lang: Lang, type: number) => named(lang, TYPE_KEYS[type]);
export const deliveryTypeName = (lang: Lang, type: string) => named(lang, DELIVERY_KEYS[type]);
export const payTypeName = (lang: Lang, type: string) => named(lang, PAY_TYPE_KEYS[type]);
/**
 * A goods line's state follows its order (issue 20 §3): a closed order's lines are closed and an
 * unpaid order's lines await payment; only a paid order's lines show their own shipping state.
 */
export function goodsLineStatusName(lang: Lang, o: OrderState, deliveryStatus: number): string {
  if (o.order_status === ORDER_STATUS.UNPAID || o.order_status < 0) return orderStatusName(lang, o);
  return named(lang, DELIVERY_STATUS_KEYS[deliveryStatus]);
}
export const refundStatusName = (lang: Lang, s: number) => named(lang, REFUND_STATUS_KEYS[s]);
export const closeCauseName = (lang: Lang, cause: string) =>
  named(lang, cause === 'timeout' ? 'CLOSE_CAUSE_TIMEOUT' : cause === 'buyer' ? 'CLOSE_CAUSE_BUYER' : undefined);

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
  }
  if (o.order_status === ORDER_STATUS.PREPARING && isPickup(o)) actions.push('memberTakeDelivery');
  const done = o.order_status === ORDER_STATUS.RECEIVED || o.order_status === ORDER_STATUS.COMPLETED;
  if (done && !o.is_evaluate) actions.push('memberOrderEvaluation');
  return actions.map((action) => ({
    action,
    title: message(lang, ACTION_KEYS[action]),
    color: action === 'orderPay' ? '#ff547b' : '',
  }));
}
