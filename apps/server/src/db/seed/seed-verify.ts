import { goodsSaveBodySchema, type GoodsSaveBody } from '@zay/contract';
import { createContext } from '../../lib/context';
import { saveGoods } from '../../modules/catalog';
import type { Trx } from './insert';

/**
 * The redemption desk's demo (issue 14): the demo member `verifier` verifies codes for the
 * first shop with pickup stores, which also sells two virtual goods (vouchers: no delivery, a
 * code at payment). Each voucher copies the shop's first goods for its category and pictures.
 */
export interface VerifySeedInput {
  verifierMemberId: number;
  now: number;
}

const KS = 100;
const VOUCHERS = [
  {
    name: 'Gift card 10,000 Ks (redeemed in store)',
    price: 10_000 * KS,
    keywords: 'gift card voucher လက်ဆောင်ကတ် 礼品卡',
  },
  { name: 'Service voucher: free delivery and setup', price: 5_000 * KS, keywords: 'voucher service ဘောက်ချာ 服务券' },
];

/** The first shop (by id) offering pickup at a store; null when none does. */
async function pickupShop(trx: Trx) {
  return trx
    .selectFrom('shop_delivery as d')
    .innerJoin('shop as s', 's.site_id', 'd.site_id')
    .select(['s.site_id', 's.site_name'])
    .where('d.store_enabled', '=', 1)
    .orderBy('s.site_id')
    .executeTakeFirst();
}

/** A voucher written as its shop would write it (ADR 109), placed and pictured like the shop's first goods. */
async function insertVoucher(trx: Trx, siteId: number, v: (typeof VOUCHERS)[number], now: number) {
  const template = await trx
    .selectFrom('goods')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('goods_id')
    .executeTakeFirstOrThrow();
  const images = template.goods_image.split(',').filter(Boolean);
  const input = goodsSaveBodySchema.parse({
    goods_name: v.name,
    introduction: template.introduction,
    goods_content: template.goods_content,
    keywords: v.keywords,
    category_id: template.category_id,
    shop_category_id: template.shop_category_id,
    brand_id: template.brand_id,
    unit: template.unit,
    skus: [{ price: v.price / KS, market_price: v.price / KS, stock: 500, sku_image: images[0] ?? '' }],
    images,
    is_virtual: 1,
    min_buy: template.min_buy,
    max_buy: template.max_buy,
    goods_state: template.goods_state,
  } satisfies GoodsSaveBody);
  const ctx = createContext(trx, () => now * 1000);
  const { goods_id } = await saveGoods(ctx, { id: 0, siteId, role: 'owner' }, input, async () => undefined);
  // The shop's first goods' figures, as the demo always showed them.
  await trx
    .updateTable('goods')
    .set({ click_num: template.click_num, collect_num: template.collect_num, evaluate: template.evaluate })
    .where('goods_id', '=', goods_id)
    .execute();
}

export async function seedVerify(trx: Trx, input: VerifySeedInput): Promise<void> {
  const shop = await pickupShop(trx);
  if (!shop) return;
  await trx
    .insertInto('verifier')
    .values({ site_id: shop.site_id, member_id: input.verifierMemberId, verifier_name: 'ကိုဇော်', create_time: input.now })
    .execute();
  for (const v of VOUCHERS) await insertVoucher(trx, shop.site_id, v, input.now);
}
