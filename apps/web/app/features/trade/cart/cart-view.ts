import { fromMinor, toMinor, type SkuSpec } from '@zay/contract';

/** A cart line as the page shows it: what `/api/cart/goodslists` answers, trimmed and named. */
export interface CartItem {
  cartId: number;
  siteId: number;
  siteName: string;
  skuId: number;
  name: string;
  spec: string;
  image: string;
  /** The unit price the cart charges (the API's discount_price), "1250.00". */
  price: string;
  marketPrice: string;
  num: number;
  stock: number;
  minBuy: number;
  maxBuy: number;
  unit: string;
  /** Why the line cannot be bought now, or '' when it can. */
  problem: '' | 'offSale' | 'soldOut';
}

export interface ShopGroup {
  siteId: number;
  siteName: string;
  items: CartItem[];
}

export interface CartView {
  groups: ShopGroup[];
  invalid: CartItem[];
}

/** The fields of a goodslists line this page reads. */
export interface CartLineInput {
  cart_id: number;
  site_id: number;
  site_name: string;
  sku_id: number;
  num: number;
  sku_name: string;
  /** The SKU's specs, read from `sku_spec_format` by the loader. */
  specs: SkuSpec[];
  price: string;
  market_price: string;
  discount_price: string;
  stock: number;
  sku_image: string;
  goods_name: string;
  goods_state: number;
  verify_state: number;
  shop_status: number;
  unit: string;
  max_buy: number;
  min_buy: number;
}

/** "Colour: Red / Size: M" from the SKU's specs. */
export function specText(specs: SkuSpec[]): string {
  return specs.map((s) => (s.spec_name ? `${s.spec_name}: ${s.spec_value_name}` : s.spec_value_name)).join(' / ');
}

function problemOf(line: CartLineInput): CartItem['problem'] {
  if (line.goods_state !== 1 || line.verify_state !== 1 || line.shop_status !== 1) return 'offSale';
  if (line.stock <= 0 || line.stock < Math.max(1, line.min_buy)) return 'soldOut';
  return '';
}

export function toCartItem(line: CartLineInput): CartItem {
  return {
    cartId: line.cart_id,
    siteId: line.site_id,
    siteName: line.site_name,
    skuId: line.sku_id,
    name: line.sku_name || line.goods_name,
    spec: specText(line.specs),
    image: line.sku_image,
    price: line.discount_price,
    marketPrice: line.market_price,
    num: line.num,
    stock: line.stock,
    minBuy: Math.max(1, line.min_buy),
    maxBuy: line.max_buy,
    unit: line.unit,
    problem: problemOf(line),
  };
}

/**
 * Buyable lines grouped by shop, the rest apart. Lines keep the order they were first added in
 * (newest first): the API lists the last changed first, and a line must not jump away while its
 * quantity is being changed.
 */
export function groupCart(lines: CartLineInput[]): CartView {
  const groups = new Map<number, ShopGroup>();
  const invalid: CartItem[] = [];
  const items = lines.map(toCartItem).sort((a, b) => b.cartId - a.cartId);
  for (const item of items) {
    if (item.problem) {
      invalid.push(item);
      continue;
    }
    let group = groups.get(item.siteId);
    if (!group) groups.set(item.siteId, (group = { siteId: item.siteId, siteName: item.siteName, items: [] }));
    group.items.push(item);
  }
  return { groups: [...groups.values()], invalid };
}

/** The most a line may hold: the stock, and the per-member limit when the goods has one. */
export function maxQuantity(item: Pick<CartItem, 'stock' | 'maxBuy'>): number {
  return item.maxBuy > 0 ? Math.min(item.stock, item.maxBuy) : item.stock;
}

/** A line's amount in minor units: unit price × quantity, never through a float. */
export const lineMinor = (item: Pick<CartItem, 'price' | 'num'>) => toMinor(item.price) * item.num;

export const lineTotal = (item: Pick<CartItem, 'price' | 'num'>) => fromMinor(lineMinor(item));

export interface Totals {
  /** Selected items (the sum of quantities). */
  count: number;
  /** Selected lines. */
  lines: number;
  /** "1250.00". */
  amount: string;
}

/** What the selected buyable lines come to. */
export function totalsOf(items: CartItem[], selected: ReadonlySet<number>): Totals {
  let count = 0;
  let lines = 0;
  let minor = 0;
  for (const item of items) {
    if (item.problem || !selected.has(item.cartId)) continue;
    count += item.num;
    lines += 1;
    minor += lineMinor(item);
  }
  return { count, lines, amount: fromMinor(minor) };
}
