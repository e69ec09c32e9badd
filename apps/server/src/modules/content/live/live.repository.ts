import { sql } from 'kysely';
import type { Db } from '../../../db/database';

const COLUMNS = [
  'r.id',
  'r.site_id',
  'sh.site_name',
  'r.name',
  'r.cover_img',
  'r.share_img',
  'r.banner',
  'r.start_time',
  'r.end_time',
  'r.anchor_name',
  'r.anchor_img',
  'r.anchor_wechat',
  'r.live_status',
  'r.audit_status',
  'r.type',
  'r.close_like',
  'r.close_goods',
  'r.close_comment',
  'r.stream_url',
  'r.replay_url',
] as const;

/** Approved rooms of open shops (of one shop when `siteId`). */
function approved(db: Db, siteId?: number) {
  return db
    .selectFrom('live_room as r')
    .innerJoin('shop as sh', 'sh.site_id', 'r.site_id')
    .where('r.audit_status', '=', 1)
    .where('sh.shop_status', '=', 1)
    .$if(siteId !== undefined, (q) => q.where('r.site_id', '=', siteId ?? 0));
}

/**
 * Live first, then coming (soonest first), then the others (latest first): the family orders by
 * status; within a status Zay orders by the time that matters to a viewer.
 */
export async function pageRooms(db: Db, siteId: number | undefined, limit: number | null, offset: number) {
  let list = approved(db, siteId)
    .select(COLUMNS)
    .orderBy('r.live_status')
    .orderBy(sql`case when r.live_status = 102 then r.start_time else -r.start_time end`)
    .orderBy('r.id', 'desc');
  if (limit !== null) list = list.limit(limit).offset(offset);
  const [rows, total] = await Promise.all([
    list.execute(),
    approved(db, siteId)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows, count: Number(total.n) };
}

export type RoomRow = Awaited<ReturnType<typeof pageRooms>>['list'][number];

export function findRoom(db: Db, id: number) {
  return approved(db).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

/** The first approved room in `status`, soonest first. */
export function firstRoomIn(db: Db, status: number, siteId?: number) {
  return approved(db, siteId)
    .select(COLUMNS)
    .where('r.live_status', '=', status)
    .orderBy('r.start_time')
    .orderBy('r.id')
    .executeTakeFirst();
}

/** Goods ids of the rooms, in each room's order. */
export async function goodsOfRooms(db: Db, roomIds: number[]) {
  if (roomIds.length === 0) return [];
  return db
    .selectFrom('live_room_goods')
    .select(['room_id', 'goods_id'])
    .where('room_id', 'in', roomIds)
    .orderBy('room_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Sets the status of a room of `siteId` (null: any shop, the platform's staff); answers rows changed. */
export async function updateStatus(db: Db, roomId: number, siteId: number | null, status: number) {
  const r = await db
    .updateTable('live_room')
    .set({ live_status: status })
    .where('id', '=', roomId)
    .$if(siteId !== null, (q) => q.where('site_id', '=', siteId ?? 0))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** The rooms of a shop (null: every shop), latest start first. */
export async function pageShopRooms(db: Db, siteId: number | null, limit: number | null, offset: number) {
  const base = db.selectFrom('live_room').$if(siteId !== null, (q) => q.where('site_id', '=', siteId ?? 0));
  let list = base
    .select([
      'id',
      'name',
      'anchor_name',
      'start_time',
      'end_time',
      'live_status',
      'audit_status',
      'audit_reason',
      'stream_url',
      'replay_url',
    ])
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc');
  if (limit !== null) list = list.limit(limit).offset(offset);
  const [rows, total] = await Promise.all([
    list.execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows, count: Number(total.n) };
}

export interface RoomFields {
  name: string;
  anchor_name: string;
  start_time: number;
  end_time: number;
  stream_url: string;
  replay_url: string;
  cover_img: string;
}

export async function insertRoom(db: Db, siteId: number, fields: RoomFields, now: number) {
  const row = await db
    .insertInto('live_room')
    .values({ ...fields, site_id: siteId, live_status: 102, audit_status: 0, create_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes a room of `siteId`; answers rows changed (0: not the shop's). A new stream or replay
 * address, or any change to a refused room, sends it back to the platform's review (ADR 069):
 * decided in the statement itself, so an approval of the old address cannot slip in between.
 */
export async function updateRoom(db: Db, id: number, siteId: number, fields: RoomFields) {
  const review = sql<boolean>`(stream_url <> ${fields.stream_url} or replay_url <> ${fields.replay_url} or audit_status = -1)`;
  const r = await db
    .updateTable('live_room')
    .set({
      ...fields,
      audit_status: sql<number>`case when ${review} then 0 else audit_status end`,
      audit_reason: sql<string>`case when ${review} then '' else audit_reason end`,
    })
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function replaceRoomGoods(db: Db, roomId: number, goodsIds: number[]) {
  await db.deleteFrom('live_room_goods').where('room_id', '=', roomId).execute();
  if (goodsIds.length > 0)
    await db
      .insertInto('live_room_goods')
      .values(goodsIds.map((goods_id, sort) => ({ room_id: roomId, goods_id, sort })))
      .execute();
}

/** Rooms of every shop in a review state (null: all): waiting ones oldest first, the others newest first. */
export async function pageReviewRooms(db: Db, audit: number | null, limit: number | null, offset: number) {
  const base = db
    .selectFrom('live_room as r')
    .innerJoin('shop as sh', 'sh.site_id', 'r.site_id')
    .$if(audit !== null, (q) => q.where('r.audit_status', '=', audit ?? 0));
  let list = base
    .select([
      'r.id',
      'r.site_id',
      'sh.site_name',
      'r.name',
      'r.anchor_name',
      'r.start_time',
      'r.end_time',
      'r.live_status',
      'r.audit_status',
      'r.audit_reason',
      'r.stream_url',
      'r.replay_url',
      (eb) =>
        eb
          .selectFrom('live_room_goods as g')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('g.room_id', '=', 'r.id')
          .as('goods_count'),
    ])
    .orderBy(audit === 0 ? sql`r.id` : sql`r.id desc`);
  if (limit !== null) list = list.limit(limit).offset(offset);
  const [rows, total] = await Promise.all([
    list.execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((r) => ({ ...r, goods_count: Number(r.goods_count ?? 0) })), count: Number(total.n) };
}

/** How many rooms are in each review state. */
export async function countByAudit(db: Db) {
  const rows = await db
    .selectFrom('live_room')
    .select(['audit_status', sql<number>`count(*)`.as('n')])
    .groupBy('audit_status')
    .execute();
  return new Map(rows.map((r) => [r.audit_status, Number(r.n)]));
}

/** `from` (waiting by default) → `audit` in one conditional update; answers rows changed (0: not in `from`). */
export async function reviewRoom(db: Db, id: number, audit: 1 | -1, reason: string, now: number, from: 0 | 1 = 0) {
  const r = await db
    .updateTable('live_room')
    .set({ audit_status: audit, audit_reason: reason, audit_time: now })
    .where('id', '=', id)
    .where('audit_status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function roomExists(db: Db, id: number) {
  return (await db.selectFrom('live_room').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
