import { formatKs, fromMinor, toMinor, type Bundling } from '@zay/contract';
import { imageUrl } from '~/lib/links';

/** A combo package as its page shows it (API-SHAPES-MORE §5.4); money as API strings. */
export interface ComboView {
  id: number;
  name: string;
  siteId: number;
  shopName: string;
  /** The package price of one package. */
  price: string;
  /** What its goods cost bought separately. */
  goodsMoney: string;
  /** What one package saves against buying separately (never below 0). */
  saving: string;
  freeDelivery: boolean;
  /** On and every goods on sale: it can be bought. */
  buyable: boolean;
  goods: { skuId: number; name: string; image: string; price: string; stock: number; unit: string; onSale: boolean }[];
}

export function toComboView(b: Bundling): ComboView {
  const goods = b.bundling_goods.map((g) => ({
    skuId: g.sku_id,
    name: g.sku_name,
    image: imageUrl(g.sku_image),
    price: g.price,
    stock: g.stock,
    unit: g.unit,
    onSale: g.goods_state === 1,
  }));
  return {
    id: b.bl_id,
    name: b.bl_name,
    siteId: b.site_id,
    shopName: b.site_name,
    price: b.bl_price,
    goodsMoney: b.goods_money,
    saving: fromMinor(Math.max(0, toMinor(b.goods_money) - toMinor(b.bl_price))),
    freeDelivery: b.shipping_fee_type === 1,
    buyable: b.status === 1 && goods.length >= 2 && goods.every((g) => g.onSale),
    goods,
  };
}

/** `amount` × `num`, as an API money string. */
export const times = (amount: string, num: number) => fromMinor(toMinor(amount) * num);

/** The goods page shows at most this many of the packages it is in. */
export const GOODS_PAGE_COMBOS = 3;

/**
 * The packages a goods is in, as strips over the goods page's price (server-rendered links to
 * each package): its price, and its name with what it saves in place of a countdown.
 */
export function toComboStrips(
  list: Bundling[],
  t: (key: 'combo.stripNote', params: { name: string; money: string }) => string,
) {
  return list.slice(0, GOODS_PAGE_COMBOS).map((b) => {
    const view = toComboView(b);
    return {
      kind: 'combo' as const,
      id: view.id,
      price: view.price,
      end: 0,
      note: t('combo.stripNote', { name: view.name, money: formatKs(view.saving) }),
    };
  });
}
