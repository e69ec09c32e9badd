/**
 * Status values of orders and payments (API-SHAPES "Orders") and the names of the choices the
 * order calls take. Money is minor units in the database and "1250.00" strings on the wire.
 */
export const ORDER_STATUS = {
  UNPAID: 0,
  PAID: 1,
  PREPARING: 2,
  SHIPPED: 3,
  RECEIVED: 4,
  COMPLETED: 10,
  CLOSED: -1,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** `order_type`: 1 normal (express), 2 store pickup, 3 local delivery, 4 virtual. */
export const ORDER_TYPE = { EXPRESS: 1, STORE: 2, LOCAL: 3, VIRTUAL: 4 } as const;

/** `pay_status` of an order and of a payment: -1 closed applies to payments only. */
export const PAY_STATUS = { UNPAID: 0, PAYING: 1, PAID: 2, CLOSED: -1 } as const;

/** Order-goods `delivery_status`. */
export const DELIVERY_STATUS = { WAITING: 0, SHIPPED: 1, RECEIVED: 2 } as const;

/** `refund_status` of an order line. */
export const REFUND_STATUS = {
  NONE: 0,
  APPLIED: 1,
  ACCEPTED: 2,
  DONE: 3,
  WAIT_BUYER_RETURN: 4,
  WAIT_SHOP_RECEIVE: 5,
  SHOP_RECEIVED: 6,
  REFUSED: -1,
} as const;

/** The delivery methods a shop may offer; `delivery_type` of the checkout choices. */
export const DELIVERY_TYPES = ['express', 'store', 'local'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/**
 * Payment methods (`pay_type`); `pay/type` answers the configured ones as a comma list. The two
 * wallets carry the API family's keys (ADR 045): `wechatpay` the mobile-scan wallet (QR code),
 * `alipay` the online wallet (redirect); their names and logos are configuration.
 */
export const PAY_TYPES = ['offlinepay', 'balance', 'wechatpay', 'alipay'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const WALLET_TYPES = ['wechatpay', 'alipay'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/** Tabs of the member's order list (`order/lists` order_status) and keys of `order/num`. */
export const ORDER_TABS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Member actions offered on an order (`action[].action`). */
export const ORDER_ACTIONS = [
  'orderPay',
  'orderClose',
  'memberTakeDelivery',
  'trace',
  'extendTakeDelivery',
  'memberOrderEvaluation',
  'orderOfflinePayProof',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const BUYER_MESSAGE_MAX = 200;
/** A payment-proof image: at most this many bytes before re-encoding. */
export const PAY_PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** Images one bank-transfer proof may carry. */
export const PAY_PROOF_IMAGES_MAX = 3;
/** Default minutes an unpaid order stays open (the server's ORDER_AUTO_CLOSE_MINUTES). */
export const ORDER_AUTO_CLOSE_MINUTES_DEFAULT = 30;

/** Days a shipped order waits for the buyer before it is received by itself (ORDER_AUTO_TAKE_DELIVERY_DAYS). */
export const ORDER_AUTO_TAKE_DELIVERY_DAYS_DEFAULT = 14;
/** Days a received order waits before it completes by itself (ORDER_AUTO_COMPLETE_DAYS). */
export const ORDER_AUTO_COMPLETE_DAYS_DEFAULT = 7;
/** Days one extension of the receipt deadline adds; an order may be extended once. */
export const ORDER_EXTEND_TAKE_DELIVERY_DAYS = 3;
