import type { Db } from '../../../db/database';

/** The decoration's rows as they are published (ADR 104): every row, shown or not. */

export function listPositions(db: Db) {
  return db
    .selectFrom('adv_position')
    .select(['ap_id', 'keyword', 'ap_name', 'ap_width', 'ap_height'])
    .where('is_use', '=', 1)
    .orderBy('ap_id')
    .execute();
}

export function listAllAdverts(db: Db) {
  return db
    .selectFrom('adv')
    .select([
      'adv_id',
      'ap_id',
      'adv_title',
      'adv_url',
      'adv_image',
      'background',
      'state',
      'start_time',
      'end_time',
      'slide_sort',
    ])
    .orderBy('ap_id')
    .orderBy('slide_sort')
    .orderBy('adv_id')
    .execute();
}

export function listAllNav(db: Db) {
  return db
    .selectFrom('nav')
    .select(['id', 'nav_title', 'nav_url', 'is_blank', 'is_show'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listAllLinks(db: Db) {
  return db
    .selectFrom('friendly_link')
    .select(['id', 'link_title', 'link_url', 'is_blank', 'is_show'])
    .orderBy('link_sort')
    .orderBy('id')
    .execute();
}

export function listAllFloors(db: Db) {
  return db
    .selectFrom('floor')
    .select(['id', 'title', 'block_name', 'block_title', 'value', 'state'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findDraft(db: Db, siteId: number) {
  return db.selectFrom('decorate_draft').selectAll().where('site_id', '=', siteId).executeTakeFirst();
}

/** The draft a preview token opens, while the token lasts. */
export function findDraftByToken(db: Db, token: string, now: number) {
  return db
    .selectFrom('decorate_draft')
    .select(['value'])
    .where('preview_token', '=', token)
    .where('preview_expires', '>', now)
    .executeTakeFirst();
}

export async function saveDraft(
  db: Db,
  row: {
    site_id: number;
    value: string;
    preview_token: string;
    preview_expires: number;
    staff_id: number;
    update_time: number;
  },
) {
  await db
    .insertInto('decorate_draft')
    .values(row)
    .onConflict((oc) =>
      oc.column('site_id').doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        preview_token: eb.ref('excluded.preview_token'),
        preview_expires: eb.ref('excluded.preview_expires'),
        staff_id: eb.ref('excluded.staff_id'),
        update_time: eb.ref('excluded.update_time'),
      })),
    )
    .execute();
}

/** Removes the draft; answers whether there was one (a publish races another publish). */
export async function deleteDraft(db: Db, siteId: number): Promise<boolean> {
  const result = await db.deleteFrom('decorate_draft').where('site_id', '=', siteId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteTranslationsOf(db: Db, kind: string, refs: number[]) {
  if (refs.length === 0) return;
  await db.deleteFrom('content_translation').where('kind', '=', kind).where('ref', 'in', refs.map(String)).execute();
}

export interface AdvertRow {
  ap_id: number;
  adv_title: string;
  adv_url: string;
  adv_image: string;
  background: string;
  state: number;
  start_time: number;
  end_time: number;
  slide_sort: number;
}

export async function insertAdvert(db: Db, row: AdvertRow): Promise<number> {
  const r = await db.insertInto('adv').values(row).returning('adv_id').executeTakeFirstOrThrow();
  return r.adv_id;
}
export async function updateAdvert(db: Db, id: number, row: AdvertRow) {
  await db.updateTable('adv').set(row).where('adv_id', '=', id).execute();
}
export async function deleteAdverts(db: Db, ids: number[]) {
  if (ids.length > 0) await db.deleteFrom('adv').where('adv_id', 'in', ids).execute();
}

export interface NavRow {
  nav_title: string;
  nav_url: string;
  sort: number;
  is_blank: number;
  is_show: number;
}
export async function insertNav(db: Db, row: NavRow, now: number): Promise<number> {
  const r = await db
    .insertInto('nav')
    .values({ ...row, nav_icon: '', create_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}
export async function updateNav(db: Db, id: number, row: NavRow) {
  await db.updateTable('nav').set(row).where('id', '=', id).execute();
}
export async function deleteNav(db: Db, ids: number[]) {
  if (ids.length > 0) await db.deleteFrom('nav').where('id', 'in', ids).execute();
}

export interface LinkRow {
  link_title: string;
  link_url: string;
  link_sort: number;
  is_blank: number;
  is_show: number;
}
export async function insertLink(db: Db, row: LinkRow): Promise<number> {
  const r = await db
    .insertInto('friendly_link')
    .values({ ...row, link_pic: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}
export async function updateLink(db: Db, id: number, row: LinkRow) {
  await db.updateTable('friendly_link').set(row).where('id', '=', id).execute();
}
export async function deleteLinks(db: Db, ids: number[]) {
  if (ids.length > 0) await db.deleteFrom('friendly_link').where('id', 'in', ids).execute();
}

export interface FloorRow {
  title: string;
  block_name: string;
  value: string;
  state: number;
  sort: number;
}
export async function insertFloor(db: Db, row: FloorRow): Promise<number> {
  const r = await db
    .insertInto('floor')
    .values({ ...row, block_title: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}
export async function updateFloor(db: Db, id: number, row: FloorRow) {
  await db.updateTable('floor').set(row).where('id', '=', id).execute();
}
export async function deleteFloors(db: Db, ids: number[]) {
  if (ids.length > 0) await db.deleteFrom('floor').where('id', 'in', ids).execute();
}
