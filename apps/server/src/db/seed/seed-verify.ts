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

async function insertVoucher(trx: Trx, siteId: number, v: (typeof VOUCHERS)[number], now: number) {
  const template = await trx
    .selectFrom('goods')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('goods_id')
    .executeTakeFirstOrThrow();
  const { goods_id: _g, search_text: _s, ...fields } = template;
  const { goods_id } = await trx
    .insertInto('goods')
    .values({
      ...fields,
      goods_name: v.name,
      keywords: v.keywords,
      price: v.price,
      market_price: v.price,
      goods_stock: 500,
      sale_num: 0,
      is_virtual: 1,
      is_free_shipping: 1,
      goods_spec_format: '[]',
      goods_attr_format: '[]',
      create_time: now,
      modify_time: now,
    })
    .returning('goods_id')
    .executeTakeFirstOrThrow();
  const image = template.goods_image.split(',')[0] ?? '';
  const { sku_id } = await trx
    .insertInto('goods_sku')
    .values({
      goods_id,
      site_id: siteId,
      sku_name: v.name,
      price: v.price,
      market_price: v.price,
      discount_price: v.price,
      stock: 500,
      sku_image: image,
      sku_images: image,
    })
    .returning('sku_id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('goods').set({ sku_id }).where('goods_id', '=', goods_id).execute();
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
