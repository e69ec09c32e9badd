import type { DeliveryStore, OrderDetail } from '@zay/contract';

/**
 * An order as its detail page reads it: the loader has decoded `delivery_store_info` (JSON inside
 * a string, ADR 040) into `delivery_store`, null when the order is not picked up at a store.
 */
export type OrderView = Omit<OrderDetail, 'delivery_store_info'> & { delivery_store: DeliveryStore | null };
