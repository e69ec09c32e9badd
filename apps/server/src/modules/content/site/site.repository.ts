import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';

export async function findAdvPosition(db: Db, keyword: string) {
  return db
    .selectFrom('adv_position')
    .select(['ap_id', 'keyword', 'ap_name', 'ap_width', 'ap_height', 'background'])
    .where('keyword', '=', keyword)
    .where('is_use', '=', 1)
    .executeTakeFirst();
}

/** The enabled adverts of a position whose time window (0 = unbounded) holds `now`. */
export async function listAdverts(db: Db, apId: number, now: number) {
  return db
    .selectFrom('adv')
    .select(['adv_id', 'adv_title', 'adv_url', 'adv_image', 'slide_sort', 'background'])
    .where('ap_id', '=', apId)
    .where('state', '=', 1)
    .where('start_time', '<=', now)
    .where((eb) => eb.or([eb('end_time', '=', 0), eb('end_time', '>', now)]))
    .orderBy('slide_sort')
    .orderBy('adv_id')
    .execute();
}

/** The shown nav entries but those linking under one of `hidden` (path prefixes), as a plain path or a JSON link. */
export async function pageNav(db: Db, hidden: readonly string[], limit: number | null, offset: number) {
  let base = db.selectFrom('nav').where('is_show', '=', 1);
  for (const prefix of hidden)
    base = base.where('nav_url', 'not like', `${prefix}%`).where('nav_url', 'not like', `%"${prefix}%`);
  return fetchPage(
    base,
    (q) =>
      q.select(['id', 'nav_title', 'nav_url', 'sort', 'is_blank', 'nav_icon', 'is_show']).orderBy('sort').orderBy('id'),
    limit,
    offset,
  );
}

export async function pageFriendlyLinks(db: Db, limit: number | null, offset: number) {
  const base = db.selectFrom('friendly_link').where('is_show', '=', 1);
  return fetchPage(
    base,
    (q) =>
      q
        .select(['id', 'link_title', 'link_url', 'link_pic', 'link_sort', 'is_blank'])
        .orderBy('link_sort')
        .orderBy('id'),
    limit,
    offset,
  );
}

export async function listRegions(db: Db, pid: number) {
  return db
    .selectFrom('region')
    .select(['id', 'pid', 'name', 'name_zh', 'name_mm', 'level'])
    .where('pid', '=', pid)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function listRegionsOfLevel(db: Db, level: number) {
  return db
    .selectFrom('region')
    .select(['id', 'pid', 'name', 'name_zh', 'name_mm', 'level'])
    .where('level', '=', level)
    .orderBy('pid')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Regions whose name in any language is one of `names` (to map an address to a city site). */
export async function findRegionIdsByName(db: Db, names: string[]) {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('region')
    .select('id')
    .where((eb) => eb.or([eb('name', 'in', names), eb('name_zh', 'in', names), eb('name_mm', 'in', names)]))
    .execute();
  return rows.map((r) => r.id);
}

/** `ids` and every region above them (a region is at most three levels deep). */
export async function withAncestors(db: Db, ids: number[]): Promise<number[]> {
  const all = new Set(ids);
  let level = ids;
  for (let depth = 0; depth < 3 && level.length > 0; depth++) {
    const rows = await db.selectFrom('region').select('pid').where('id', 'in', level).where('pid', '>', 0).execute();
    level = rows.map((r) => r.pid).filter((id) => !all.has(id));
    level.forEach((id) => all.add(id));
  }
  return [...all];
}

/** The open city sites with their area's names. */
export async function listWebsites(db: Db) {
  return db
    .selectFrom('website as w')
    .leftJoin('region as r', 'r.id', 'w.site_area_id')
    .select(['w.site_id', 'w.site_area_id', 'w.site_area_name', 'w.title', 'r.name', 'r.name_zh', 'r.name_mm'])
    .where('w.status', '=', 1)
    .orderBy('w.sort')
    .orderBy('w.site_id')
    .execute();
}

export async function findWebsiteByRegion(db: Db, regionIds: number[]) {
  if (regionIds.length === 0) return undefined;
  return db
    .selectFrom('website')
    .select(['site_id', 'site_area_id', 'site_area_name', 'title', 'logo'])
    .where('site_area_id', 'in', regionIds)
    .where('status', '=', 1)
    .orderBy('sort')
    .executeTakeFirst();
}

export async function listFloors(db: Db) {
  return db
    .selectFrom('floor')
    .select(['id', 'title', 'block_name', 'block_title', 'value'])
    .where('state', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
