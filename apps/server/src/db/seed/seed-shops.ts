import { insertBatches, type Trx } from './insert';
import type { SeedPlan } from './plan';
import { at } from './random';
import type { RegionIds } from './seed-regions';
import type { ShopPlan } from './shop-plan';

export interface ShopIds {
  ids: number[];
  websiteOf: number[];
  /** The shop's own category for goods of top category `t`, mid category `m`. */
  shopCategory(shop: number, t: number, m: number): number;
}

function shopRow(s: ShopPlan, i: number, website: number, regions: RegionIds) {
  const [province, city, district] = regions.township(s.township);
  return {
    site_name: s.name,
    website_id: website,
    is_own: s.isOwn ? 1 : 0,
    shop_status: s.closed ? 0 : 1,
    logo: s.logo,
    avatar: s.logo,
    banner: s.banner,
    seo_keywords: `${s.name},${s.mainBusiness}`,
    seo_description: s.description,
    telephone: s.telephone,
    shop_desccredit: s.credits[0],
    shop_servicecredit: s.credits[1],
    shop_deliverycredit: s.credits[2],
    // The history behind the scores (migration 045): one review per 40 goods sold, at least 10.
    score_count: s.reviewsBehind,
    score_desc_total: s.credits[0] * s.reviewsBehind,
    score_service_total: s.credits[1] * s.reviewsBehind,
    score_delivery_total: s.credits[2] * s.reviewsBehind,
    shop_credit: s.shopCredit,
    shop_sales: s.sales,
    sub_num: s.followers,
    workingtime: s.workingTime,
    province_id: province,
    city_id: city,
    district_id: district,
    address: s.address,
    full_address: `${s.address}, ${s.township} Township, ${s.city}`,
    longitude: s.latLng[1].toFixed(6),
    latitude: s.latLng[0].toFixed(6),
    category_name: s.mainBusiness,
    level_name: s.levelName,
    sort: i + 1,
    create_time: s.createTime,
  };
}

async function insertShopCategories(trx: Trx, plan: SeedPlan, ids: number[]) {
  const parents = plan.shops.flatMap((s, i) => s.shopCategories.map((c, k) => ({ shop: i, c, k })));
  const parentIds = await insertBatches(parents, (b) =>
    trx
      .insertInto('shop_goods_category')
      .values(
        b.map((p) => ({
          site_id: at(ids, p.shop),
          pid: 0,
          level: 1,
          category_name: p.c.name,
          sort: p.k + 1,
          is_show: 1,
        })),
      )
      .returning('category_id as id')
      .execute(),
  );
  const children = parents.flatMap((p, pi) =>
    p.c.children.map((ch, k) => ({ shop: p.shop, pid: at(parentIds, pi), ch, k })),
  );
  const childIds = await insertBatches(children, (b) =>
    trx
      .insertInto('shop_goods_category')
      .values(
        b.map((c) => ({
          site_id: at(ids, c.shop),
          pid: c.pid,
          level: 2,
          category_name: c.ch.name,
          sort: c.k + 1,
          is_show: 1,
        })),
      )
      .returning('category_id as id')
      .execute(),
  );
  return children.map((c, i) => ({ shop: c.shop, keys: c.ch.keys, id: at(childIds, i) }));
}

export async function insertShops(
  trx: Trx,
  plan: SeedPlan,
  websites: Map<string, number>,
  regions: RegionIds,
): Promise<ShopIds> {
  const websiteOf = plan.shops.map((s) => websites.get(s.city) ?? 0);
  const rows = plan.shops.map((s, i) => shopRow(s, i, at(websiteOf, i), regions));
  const ids = await insertBatches(rows, (b) => trx.insertInto('shop').values(b).returning('site_id as id').execute());
  const leaves = await insertShopCategories(trx, plan, ids);
  const byShop = new Map<number, typeof leaves>();
  for (const leaf of leaves) byShop.set(leaf.shop, [...(byShop.get(leaf.shop) ?? []), leaf]);
  return {
    ids,
    websiteOf,
    shopCategory(shop, t, m) {
      const own = byShop.get(shop) ?? [];
      const hit = own.find((c) => c.keys.includes(`${t}:${m}`)) ?? own.find((c) => c.keys.includes(String(t)));
      return (hit ?? own[0])?.id ?? 0;
    },
  };
}
