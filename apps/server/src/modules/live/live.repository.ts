import { sql } from 'kysely';
import type { Db } from '../../db/database';

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
    approved(db, siteId).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
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
