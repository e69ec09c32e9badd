import { deliveryTimeText } from '~/lib/delivery-time';
import type { I18n } from '~/lib/translation';
import type { OrderView } from './order-view';

/** The home address the goods go to (express and local delivery). */
function addressOf(order: OrderView): string {
  return order.full_address.includes(order.address)
    ? order.full_address
    : `${order.full_address} ${order.address}`.trim();
}

/**
 * Where the order goes. A pickup order names the store the buyer collects from (name, address and
 * business hours, as SPEC §3 lists for pickup, and its phone) and not the home address, which it never goes to;
 * its contact is the one who collects, not a consignee. Other orders show the address, and local
 * delivery its time.
 */
export function deliveryRows(order: OrderView, t: I18n['t']): [string, string][] {
  const contact = order.name ? `${order.name} ${order.mobile}` : '';
  if (order.delivery_type === 'store') {
    const store = order.delivery_store;
    return [
      [t('order.pickupStore'), order.delivery_store_name],
      [t('order.storeAddress'), store?.full_address ?? ''],
      [t('order.storeHours'), store?.open_date ?? ''],
      [t('orderKind.storeContact'), store?.telphone ?? ''],
      [t('order.collectedBy'), contact],
    ];
  }
  return [
    [t('order.consignee'), contact],
    [t('order.address'), addressOf(order)],
    [t('order.deliveryTime'), deliveryTimeText(order.buyer_ask_delivery_time)],
  ];
}
