import { deliveryStoreText, type OrderDetail } from '@zay/contract';
import type { OrderView } from '~/features/trade/order/order-view';

/** The order as the page reads it: the pickup store decoded here, on the server (ADR 048). */
export const toOrderView = ({ delivery_store_info, ...order }: OrderDetail): OrderView => ({
  ...order,
  delivery_store: deliveryStoreText.decode(delivery_store_info) ?? null,
});
