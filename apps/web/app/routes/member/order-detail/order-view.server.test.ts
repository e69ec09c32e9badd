import { deliveryStoreText, type OrderDetail } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { toOrderView } from './order-view.server';

const STORE = {
  open_date: 'Mon–Sat 09:00–18:00',
  full_address: 'No. 12, Hledan Road',
  longitude: '96.1297',
  latitude: '16.8259',
  telphone: '09420000001',
};
const order = (delivery_store_info: string) => ({ order_id: 7, delivery_store_info }) as OrderDetail;

describe('toOrderView', () => {
  it('decodes the pickup store the server wrote with the same codec, and hands the page no JSON string', () => {
    const view = toOrderView(order(deliveryStoreText.encode(STORE)));
    expect(view.delivery_store).toEqual(STORE);
    expect(view).not.toHaveProperty('delivery_store_info');
    expect(view.order_id).toBe(7);
  });

  it('answers no store for an order not picked up, for text that is not JSON, and for another shape', () => {
    expect(toOrderView(order('')).delivery_store).toBeNull();
    expect(toOrderView(order('{not json')).delivery_store).toBeNull();
    expect(toOrderView(order(JSON.stringify({ full_address: 'x', open_date: 'y' }))).delivery_store).toBeNull();
  });
});
