import { describe, expect, it } from 'vitest';
import { skuSpecText } from '@zay/contract';
import { groupCart, maxQuantity, specText, totalsOf, type CartLineInput } from './cart-view';

const line = (over: Partial<CartLineInput>): CartLineInput => ({
  cart_id: 1,
  site_id: 1,
  site_name: 'Shop A',
  sku_id: 10,
  num: 1,
  sku_name: 'Goods',
  specs: [],
  price: '100.00',
  market_price: '120.00',
  discount_price: '100.00',
  stock: 50,
  sku_image: '',
  goods_name: 'Goods',
  goods_state: 1,
  verify_state: 1,
  shop_status: 1,
  unit: '',
  max_buy: 0,
  min_buy: 0,
  ...over,
});

describe('groupCart', () => {
  it('groups buyable lines by shop, newest added first, and sets unbuyable ones apart', () => {
    const view = groupCart([
      line({ cart_id: 2, site_id: 1 }),
      line({ cart_id: 5, site_id: 2, site_name: 'Shop B' }),
      line({ cart_id: 3, site_id: 1 }),
      line({ cart_id: 4, goods_state: 0 }),
      line({ cart_id: 6, stock: 0 }),
      line({ cart_id: 7, stock: 2, min_buy: 3 }),
      line({ cart_id: 8, shop_status: 0 }),
    ]);
    expect(view.groups.map((g) => [g.siteId, g.items.map((i) => i.cartId)])).toEqual([
      [2, [5]],
      [1, [3, 2]],
    ]);
    expect(view.invalid.map((i) => [i.cartId, i.problem])).toEqual([
      [8, 'offSale'],
      [7, 'soldOut'],
      [6, 'soldOut'],
      [4, 'offSale'],
    ]);
  });
});

describe('totalsOf', () => {
  it('adds the selected buyable lines in minor units, never through a float', () => {
    const { groups, invalid } = groupCart([
      line({ cart_id: 1, discount_price: '0.10', num: 3 }),
      line({ cart_id: 2, discount_price: '1234567.89', num: 7 }),
      line({ cart_id: 3, discount_price: '5.00', num: 1 }),
      line({ cart_id: 4, discount_price: '99.00', num: 1, goods_state: 0 }),
    ]);
    const items = [...groups.flatMap((g) => g.items), ...invalid];
    expect(totalsOf(items, new Set([1, 2, 4]))).toEqual({ count: 10, lines: 2, amount: '8641975.53' });
    expect(totalsOf(items, new Set())).toEqual({ count: 0, lines: 0, amount: '0.00' });
  });
});

describe('limits and specs', () => {
  it('caps a line at the stock and the purchase limit', () => {
    expect(maxQuantity({ stock: 50, maxBuy: 0 })).toBe(50);
    expect(maxQuantity({ stock: 50, maxBuy: 10 })).toBe(10);
    expect(maxQuantity({ stock: 4, maxBuy: 10 })).toBe(4);
  });

  it('reads the SKU spec text, and survives anything else', () => {
    const text = skuSpecText.encode([
      { spec_id: 1, spec_name: 'Colour', spec_value_id: 3, spec_value_name: 'Red' },
      { spec_id: 2, spec_name: 'Size', spec_value_id: 7, spec_value_name: 'M' },
    ]);
    expect(specText(skuSpecText.decode(text) ?? [])).toBe('Colour: Red / Size: M');
    expect(specText([{ spec_id: 1, spec_name: '', spec_value_id: 3, spec_value_name: 'Red' }])).toBe('Red');
    for (const other of ['', 'not json', '{"a":1}', '[{"spec_name":"Colour"}]'])
      expect(skuSpecText.decode(other), other).toBeUndefined();
  });
});
