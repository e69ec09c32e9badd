/** "2026-05-01 09:00-12:00": how the API writes a local-delivery slot (checkout's `value`, an order's `buyer_ask_delivery_time`). */
const SLOT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})-(\d{2}:\d{2})$/;

/**
 * A local-delivery time as both checkout and the order page show it: the range with an en dash,
 * "2026-05-01 09:00–12:00". Text in any other shape is shown as it came.
 */
export function deliveryTimeText(value: string): string {
  const slot = SLOT.exec(value);
  return slot ? `${slot[1]} ${slot[2]}–${slot[3]}` : value;
}
