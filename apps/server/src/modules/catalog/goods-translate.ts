import type { RequestContext } from '../../lib/context';
import { applyTranslation, translationsOf } from '../site';

interface GoodsText {
  goods_id: number;
  goods_name: string;
  sku_name?: string;
}

/**
 * Goods in the request's language (ADR 090): a shop writes Burmese in the goods row and may add
 * Chinese and English names, selling points and descriptions (content_translation, kind `goods`).
 * Burmese is the fallback field by field; a SKU's name (the goods' name and its spec values) gets
 * the translated goods name in front of the same values. One indexed query, none for Burmese.
 */
export async function translateGoods<T extends GoodsText>(ctx: RequestContext, rows: T[]): Promise<T[]> {
  const found = await translationsOf(
    ctx,
    'goods',
    rows.map((r) => r.goods_id),
  );
  if (found.size === 0) return rows;
  return rows.map((row) => {
    const out = applyTranslation('goods', row, found.get(String(row.goods_id)));
    if (out.goods_name === row.goods_name || row.sku_name === undefined) return out;
    const rest = row.sku_name.startsWith(row.goods_name) ? row.sku_name.slice(row.goods_name.length) : '';
    return { ...out, sku_name: `${out.goods_name}${rest}` };
  });
}
