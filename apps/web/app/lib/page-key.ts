/**
 * React Router matches dynamic segments only as whole segments, so `/sku-12` style paths (SPEC §2) are
 * matched by a `:slug` or splat route and recognised here; anything not listed is a 404.
 */
export interface PrefixedPage {
  key: string;
  id: number;
}

const TOP_LEVEL: [RegExp, string][] = [
  [/^\/sku-(\d{1,15})$/, 'sku_detail'],
  [/^\/shop-(\d{1,15})$/, 'shop_home'],
];

const NESTED: [RegExp, string][] = [
  [/^\/shop\/live-(\d{1,15})$/, 'shop_live_detail'],
  [/^\/cms\/notice-(\d{1,15})$/, 'cms_notice_detail'],
  [/^\/cms\/help-(\d{1,15})$/, 'cms_help_detail'],
  [/^\/cms\/help\/listother-(\d{1,15})$/, 'cms_help_listother'],
  [/^\/promotion\/combo-(\d{1,15})$/, 'promotion_combo_detail'],
  [/^\/promotion\/seckill-(\d{1,15})$/, 'promotion_seckill_detail'],
  [/^\/promotion\/groupbuy-(\d{1,15})$/, 'promotion_groupbuy_detail'],
  [/^\/promotion\/topic-goods-(\d{1,15})$/, 'promotion_topic_goods'],
  [/^\/promotion\/topic-(\d{1,15})$/, 'promotion_topic_detail'],
];

function match(table: [RegExp, string][], pathname: string): PrefixedPage | undefined {
  const path = pathname.replace(/\/+$/, '');
  for (const [pattern, key] of table) {
    const m = pattern.exec(path);
    if (m) return { key, id: Number(m[1]) };
  }
  return undefined;
}

export const matchTopLevel = (pathname: string) => match(TOP_LEVEL, pathname);
export const matchNested = (pathname: string) => match(NESTED, pathname);

/** `/member/order_list` → `member_order_list`: the key of the page's name under `pages` in the locale files. */
export function staticPageKey(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '_') || 'index';
}
