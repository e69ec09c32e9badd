import { ORDER_TYPE } from '@zay/contract';

/** Each order kind has its own detail page (API-SHAPES-MORE §3.1). */
const DETAIL_PAGES: Record<number, string> = {
  [ORDER_TYPE.STORE]: '/member/order_detail_pickup',
  [ORDER_TYPE.LOCAL]: '/member/order_detail_local_delivery',
  [ORDER_TYPE.VIRTUAL]: '/member/order_detail_virtual',
};

export const orderDetailPath = (order: { order_id: number; order_type: number }) =>
  `${DETAIL_PAGES[order.order_type] ?? '/member/order_detail'}?order_id=${order.order_id}`;
