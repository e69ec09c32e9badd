import { fromMinor, message, RETURN_NO_REASON_DAYS, type GoodsDetail, type GoodsSkuInfo } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { shipWithinHours } from '../site';
import { withTransaction, type RequestContext } from '../../lib/context';
import { qrcodeAnswer, qrcodeFile, type QrcodeStore } from '../../lib/qrcode';
import { absoluteImages } from '../../lib/rich-text';
import { sanitizeHtml } from '../../lib/sanitize-html';
import * as repo from './goods-detail.repository';
import { goodsAttrs } from './goods-attrs';
import { goodsPromotions, type GoodsPromotion } from './goods-promotions';
import { linkSpecValues } from './spec-links';
import { specTranslator, translateOneGoods } from './goods-translation';

const money = <T extends { price: number; market_price: number; discount_price: number }>(r: T) => ({
  ...r,
  price: fromMinor(r.price),
  market_price: fromMinor(r.market_price),
  discount_price: fromMinor(r.discount_price),
});

/** The goods' own discount when it runs, then the promotion modules' (goods-promotions.ts). */
function promotions(t: number, row: repo.SkuDetailRow, plugged: GoodsPromotion[]) {
  const list: GoodsDetail['goods_sku_detail']['goods_promotion'] = [];
  if (row.promotion_type > 0 && row.start_time <= t && row.end_time > t)
    list.push({ promotion_type: 'discount', promotion_name: '', start_time: row.start_time, end_time: row.end_time });
  list.push(...plugged);
  return list;
}

/**
 * The goods page. `purchased_num` stays 0 until orders exist; the answer is the same for every
 * shopper, so the route may cache it (docs/decisions/007-catalogue-cache.md). `imageOrigin`
 * makes the description's images absolute (lib/rich-text.ts).
 */
export async function goodsDetail(ctx: RequestContext, skuId: number, imageOrigin: string): Promise<GoodsDetail> {
  const stored = await repo.findSkuDetail(ctx.db, skuId);
  if (!stored) throw new AppError('GOODS_NOT_FOUND');
  const attrs = goodsAttrs(stored.goods_attr_format);
  const [row, skus, plugged, words] = await Promise.all([
    translateOneGoods(ctx, stored),
    repo.listSkuSpecs(ctx.db, stored.goods_id),
    goodsPromotions(ctx, stored.goods_id, stored.site_id),
    specTranslator(ctx, { goods: [stored.goods_spec_format], sku: [stored.sku_spec_format], attrs }),
  ]);
  const { site_name, is_own, logo, avatar, banner, seo_description, telephone, ...goods } = row;
  const { shop_desccredit, shop_servicecredit, shop_deliverycredit, shop_sales, sub_num, ...sku } = goods;
  const linked = linkSpecValues(sku.goods_spec_format, sku.sku_spec_format, skus);
  return {
    goods_sku_detail: {
      ...money(sku),
      goods_content: absoluteImages(sanitizeHtml(sku.goods_content), imageOrigin),
      sku_spec_format: words ? words.skuSpec(sku.sku_spec_format) : sku.sku_spec_format,
      goods_spec_format: words ? words.goodsSpec(linked) : linked,
      goods_attr_format: JSON.stringify(words ? attrs.map(words.attr) : attrs),
      purchased_num: 0,
      goods_promotion: promotions(ctx.now(), row, plugged),
    },
    shop_info: {
      site_id: row.site_id,
      site_name,
      is_own,
      logo,
      avatar,
      banner,
      seo_description,
      telephone,
      shop_desccredit,
      shop_servicecredit,
      shop_deliverycredit,
      shop_sales,
      sub_num,
    },
  };
}

export async function goodsSkuInfo(ctx: RequestContext, skuId: number): Promise<GoodsSkuInfo> {
  const stored = await repo.findSkuInfo(ctx.db, skuId);
  if (!stored) throw new AppError('GOODS_NOT_FOUND');
  const [row, skus, words] = await Promise.all([
    translateOneGoods(ctx, stored),
    repo.listSkuSpecs(ctx.db, stored.goods_id),
    specTranslator(ctx, { goods: [stored.goods_spec_format], sku: [stored.sku_spec_format], attrs: [] }),
  ]);
  const linked = linkSpecValues(row.goods_spec_format, row.sku_spec_format, skus);
  return {
    ...money(row),
    sku_spec_format: words ? words.skuSpec(row.sku_spec_format) : row.sku_spec_format,
    goods_spec_format: words ? words.goodsSpec(linked) : linked,
  };
}

/** The goods page's QR code: a PNG served from the upload directory, drawn once per SKU. */
export async function goodsQrcode(ctx: RequestContext, origin: string, store: QrcodeStore, skuId: number) {
  if (!(await repo.visibleSkuExists(ctx.db, skuId))) throw new AppError('GOODS_NOT_FOUND');
  const url = `${origin}/sku-${skuId}`;
  return qrcodeAnswer(url, await qrcodeFile(store, url));
}

/** Counts a view of the goods page. */
export async function modifyClicks(ctx: RequestContext, skuId: number) {
  const clicks = await withTransaction(ctx, async ({ db }) => {
    const goodsId = await repo.incrementSkuClicks(db, skuId);
    return goodsId === undefined ? undefined : repo.incrementGoodsClicks(db, goodsId);
  });
  if (clicks === undefined) throw new AppError('GOODS_NOT_FOUND');
  return { click_num: clicks };
}

/** The after-sale promises (SPEC §1) in the request's language; shipping: the site's setting. */
export async function aftersalePromises(ctx: RequestContext) {
  const hours = await shipWithinHours(ctx.db);
  // "1 hour" in English: the catalogue's one plural (its messages have no plural forms otherwise).
  const one = new Intl.PluralRules(ctx.lang === 'md-mm' ? 'my' : ctx.lang).select(hours) === 'one';
  return [
    {
      key: 'ship_within',
      text: message(ctx.lang, one ? 'AFTERSALE_SHIP_WITHIN_ONE' : 'AFTERSALE_SHIP_WITHIN', { hours }),
    },
    { key: 'no_reason_return', text: message(ctx.lang, 'AFTERSALE_NO_REASON_RETURN', { days: RETURN_NO_REASON_DAYS }) },
    { key: 'package_postage', text: message(ctx.lang, 'AFTERSALE_PACKAGE_POSTAGE') },
  ];
}
