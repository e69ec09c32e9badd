import { linkText } from '@zay/contract';
import { BRANDS } from './brands-data';
import { CATEGORIES } from './categories-data';
import { AD_POSITIONS } from './content-images';
import { FRIENDLY_LINKS, HELP, NAV_ITEMS, NOTICES } from './content-data';
import { insertBatches, insertPlain, type Trx } from './insert';
import type { SeedPlan } from './plan';
import { at } from './random';
import type { CategoryIds } from './seed-catalogue';

const DAY = 86_400;
const link = (url: string) => linkText.encode({ url });
const paragraphs = (list: string[]) => list.map((p) => `<p>${p}</p>`).join('');
export const topListUrl = (cats: CategoryIds, t: number) => `/list?category_id=${at(cats.top, t)}&level=1`;

export async function insertAdverts(trx: Trx, plan: SeedPlan, cats: CategoryIds): Promise<void> {
  const apIds = await insertBatches(AD_POSITIONS, (b) =>
    trx
      .insertInto('adv_position')
      .values(
        b.map(([keyword, ap_name, ap_width, ap_height]) => ({
          keyword,
          ap_name,
          ap_width,
          ap_height,
          background: '#ffffff',
          is_use: 1,
        })),
      )
      .returning('ap_id as id')
      .execute(),
  );
  const apOf = (keyword: string) =>
    at(
      apIds,
      AD_POSITIONS.findIndex(([k]) => k === keyword),
    );
  const rows = plan.content.adverts.map(({ def, image, background }, i) => ({
    ap_id: apOf(def.keyword),
    adv_title: def.title,
    adv_image: image,
    background,
    state: 1,
    adv_url: link(typeof def.link === 'number' ? topListUrl(cats, def.link) : def.link),
    slide_sort: i + 1,
  }));
  await insertPlain(rows, (b) => trx.insertInto('adv').values(b).execute());
}

export async function insertNavAndLinks(trx: Trx, now: number): Promise<void> {
  await trx
    .insertInto('nav')
    .values(
      NAV_ITEMS.map(([nav_title, url], i) => ({
        nav_title,
        nav_url: link(url),
        sort: i + 1,
        is_blank: 0,
        nav_icon: '',
        is_show: 1,
        create_time: now,
      })),
    )
    .execute();
  await trx
    .insertInto('friendly_link')
    .values(
      FRIENDLY_LINKS.map(([link_title, link_url], i) => ({
        link_title,
        link_url,
        link_pic: '',
        link_sort: i + 1,
        is_blank: 1,
        is_show: 1,
      })),
    )
    .execute();
}

export async function insertHelpAndNotices(trx: Trx, now: number): Promise<void> {
  const classIds = await insertBatches(HELP, (b) =>
    trx
      .insertInto('help_class')
      .values(b.map((c) => ({ class_name: c.name, sort: HELP.indexOf(c) + 1 })))
      .returning('class_id as id')
      .execute(),
  );
  const articles = HELP.flatMap((c, ci) =>
    c.articles.map((a, k) => ({
      class_id: at(classIds, ci),
      title: a.title,
      content: paragraphs(a.paragraphs),
      link_address: '',
      sort: k + 1,
      create_time: now - (ci * 4 + k + 30) * DAY,
    })),
  );
  await insertPlain(articles, (b) => trx.insertInto('help').values(b).execute());
  await trx
    .insertInto('notice')
    .values(
      NOTICES.map((n, i) => ({
        title: n.title,
        content: paragraphs(n.paragraphs),
        is_top: n.isTop ? 1 : 0,
        sort: i + 1,
        create_time: now - i * 6 * DAY,
      })),
    )
    .execute();
}

export function brandIdsByName(brands: number[], names: string[]): number[] {
  return names.map((n) => {
    const i = BRANDS.findIndex((b) => b.name === n);
    if (i < 0) throw new Error(`seed: unknown brand ${n}`);
    return at(brands, i);
  });
}

/** Goods ids of on-sale goods from open shops in the given top categories, best sellers first. */
export function bestSellers(plan: SeedPlan, goodsIds: number[], tops: number[], count: number): number[] {
  const picked = plan.goods
    .map((g, i) => ({ g, id: at(goodsIds, i), sales: g.skus.reduce((n, s) => n + s.saleNum, 0) }))
    .filter(({ g }) => g.state === 1 && !plan.shops[g.shop]?.closed && tops.includes(g.source.ref.t))
    .sort((a, b) => b.sales - a.sales)
    .slice(0, count)
    .map((x) => x.id);
  if (picked.length < count)
    throw new Error(`seed: only ${picked.length} goods for a floor of ${CATEGORIES[tops[0] ?? 0]?.en}`);
  return picked;
}
