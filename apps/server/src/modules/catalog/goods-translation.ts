import { DEFAULT_LANG, goodsSpecText, skuSpecText } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import { termsOf, translateRows } from '../site';

/**
 * Goods rows in the request's language (ADRs 090, 097): a goods' name, selling line and
 * description (kind `goods`) and a SKU's name (kind `sku`) where a translation exists, the shop's
 * text where none does. A SKU without its own translation gets the translated goods name in front
 * of the same spec values. Rows without a `sku_id` keep their SKU fields.
 */
export async function translateGoods<T extends { goods_id: number }>(ctx: RequestContext, rows: T[]): Promise<T[]> {
  if (ctx.lang === DEFAULT_LANG || rows.length === 0) return rows;
  const goods = (await translateRows(ctx, 'goods', rows, (r) => r.goods_id)).map((out, i) =>
    withGoodsName(rows[i]!, out),
  );
  const first = rows[0] as Record<string, unknown>;
  if (typeof first.sku_id !== 'number' || !('sku_name' in first)) return goods;
  return translateRows(ctx, 'sku', goods, (r) => (r as unknown as { sku_id: number }).sku_id);
}

/** A SKU's name is its goods' name and its values: a translated goods name goes in front of the same values. */
function withGoodsName<T>(row: T, out: T): T {
  const was = row as { goods_name?: unknown; sku_name?: unknown };
  const now = out as { goods_name?: unknown };
  if (typeof was.sku_name !== 'string' || typeof was.goods_name !== 'string' || now.goods_name === was.goods_name)
    return out;
  const rest = was.sku_name.startsWith(was.goods_name) ? was.sku_name.slice(was.goods_name.length) : '';
  return { ...out, sku_name: `${String(now.goods_name)}${rest}` };
}

/** One goods row in the request's language. */
export async function translateOneGoods<T extends { goods_id: number }>(ctx: RequestContext, row: T): Promise<T> {
  const [out] = await translateGoods(ctx, [row]);
  return out ?? row;
}

/**
 * Spec names and values (`goods_spec_format`, `sku_spec_format`) and attribute names and values
 * through the glossary (kind `term`); unreadable JSON is passed through unchanged.
 */
export async function specTranslator(
  ctx: RequestContext,
  formats: { goods: string[]; sku: string[]; attrs: { attr_name: string; attr_value_name: string }[] },
) {
  if (ctx.lang === DEFAULT_LANG) return undefined;
  const goods = formats.goods.map((f) => goodsSpecText.decode(f) ?? []);
  const skus = formats.sku.map((f) => skuSpecText.decode(f) ?? []);
  const texts = [
    ...goods.flat().flatMap((s) => [s.spec_name, ...s.value.map((v) => v.spec_value_name)]),
    ...skus.flat().flatMap((s) => [s.spec_name, s.spec_value_name]),
    ...formats.attrs.flatMap((a) => [a.attr_name, a.attr_value_name]),
  ];
  const t = await termsOf(ctx, [...new Set(texts)]);
  return {
    goodsSpec(format: string): string {
      const specs = goodsSpecText.decode(format);
      if (!specs) return format;
      return goodsSpecText.encode(
        specs.map((s) => ({
          ...s,
          spec_name: t(s.spec_name),
          value: s.value.map((v) => ({ ...v, spec_value_name: t(v.spec_value_name) })),
        })),
      );
    },
    skuSpec(format: string): string {
      const specs = skuSpecText.decode(format);
      if (!specs) return format;
      return skuSpecText.encode(
        specs.map((s) => ({ ...s, spec_name: t(s.spec_name), spec_value_name: t(s.spec_value_name) })),
      );
    },
    attr<A extends { attr_name: string; attr_value_name: string }>(a: A): A {
      return { ...a, attr_name: t(a.attr_name), attr_value_name: t(a.attr_value_name) };
    },
  };
}
