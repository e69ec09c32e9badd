import {
  LIVE_STATUS,
  message,
  type LiveRoom,
  type LiveSaveBody,
  type LiveStatus,
  type MessageKey,
  type Page,
  type PageQuery,
  type SellerLiveRoom,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { shopOf, type StaffScope } from '../../../lib/staff-scope';
import { goodsByIds } from '../../catalog';
import { translateRows } from '../../site';
import { auditName } from './live-review.service';
import * as repo from './live.repository';

/** What the room page plays now: the stream while live, the replay once ended, else nothing. */
function playable(r: repo.RoomRow): Pick<LiveRoom, 'play_url' | 'play_type'> {
  if (r.live_status === LIVE_STATUS.LIVE && r.stream_url) return { play_url: r.stream_url, play_type: 'hls' };
  if (r.live_status === LIVE_STATUS.ENDED && r.replay_url) return { play_url: r.replay_url, play_type: 'mp4' };
  return { play_url: '', play_type: '' };
}

/** The rooms as the family answers them, each with its visible goods. */
async function toRooms(ctx: RequestContext, stored: repo.RoomRow[]): Promise<LiveRoom[]> {
  // The room's name in the request's language (kind `live`, ADR 097).
  const rows = await translateRows(ctx, 'live', stored, (r) => r.id);
  const links = await repo.goodsOfRooms(
    ctx.db,
    rows.map((r) => r.id),
  );
  const goods = new Map(
    (await goodsByIds(ctx, [...new Set(links.map((l) => l.goods_id))])).map((g) => [g.goods_id, g]),
  );
  return rows.map((r) => {
    const { stream_url: _stream, replay_url: _replay, ...room } = r;
    const status = r.live_status as LiveStatus;
    return {
      ...room,
      roomid: r.id,
      live_status: status,
      status_name: message(ctx.lang, `LIVE_STATUS_${status}` as MessageKey),
      goods: links
        .filter((l) => l.room_id === r.id)
        .flatMap((l) => goods.get(l.goods_id) ?? [])
        .map((g) => ({
          goods_id: g.goods_id,
          sku_id: g.sku_id,
          goods_name: g.goods_name,
          sku_image: g.sku_image,
          price: g.price,
          discount_price: g.discount_price,
          stock: g.stock,
        })),
      ...playable(r),
    };
  });
}

export async function roomPage(ctx: RequestContext, q: PageQuery & { site_id?: number }) {
  const page = await paged(ctx, q, (db, limit, offset) => repo.pageRooms(db, q.site_id, limit, offset));
  return { ...page, list: await toRooms(ctx, page.list) };
}

/** The first live room, else the first coming one, else null. */
export async function currentRoom(ctx: RequestContext, siteId?: number): Promise<LiveRoom | null> {
  const row =
    (await repo.firstRoomIn(ctx.db, LIVE_STATUS.LIVE, siteId)) ??
    (await repo.firstRoomIn(ctx.db, LIVE_STATUS.COMING, siteId));
  return row ? ((await toRooms(ctx, [row]))[0] ?? null) : null;
}

export async function roomDetail(ctx: RequestContext, id: number): Promise<LiveRoom> {
  const row = await repo.findRoom(ctx.db, id);
  if (!row) throw new AppError('LIVE_ROOM_NOT_FOUND');
  const [room] = await toRooms(ctx, [row]);
  if (!room) throw new AppError('LIVE_ROOM_NOT_FOUND');
  return room;
}

/** A shop's staff set their own room's status; another shop's room is not found. */
export async function setRoomStatus(ctx: RequestContext, staff: StaffScope, roomId: number, status: LiveStatus) {
  const changed = await repo.updateStatus(ctx.db, roomId, shopOf(staff), status);
  if (changed === 0) throw new AppError('LIVE_ROOM_NOT_FOUND');
  return 1;
}

/** The shop's rooms for its console (the platform's staff: every shop's). */
export async function shopRooms(ctx: RequestContext, staff: StaffScope, q: PageQuery): Promise<Page<SellerLiveRoom>> {
  const page = await paged(ctx, q, (db, limit, offset) => repo.pageShopRooms(db, shopOf(staff), limit, offset));
  const links = await repo.goodsOfRooms(
    ctx.db,
    page.list.map((r) => r.id),
  );
  return {
    ...page,
    list: page.list.map((r) => {
      const status = r.live_status as LiveStatus;
      return {
        ...r,
        live_status: status,
        status_name: message(ctx.lang, `LIVE_STATUS_${status}` as MessageKey),
        audit_name: auditName(ctx, r.audit_status),
        goods_ids: links.filter((l) => l.room_id === r.id).map((l) => l.goods_id),
      };
    }),
  };
}

/**
 * Schedules a room of the staff's shop (coming, waiting for the platform's review, ADR 069) or
 * changes one of its rooms (a new stream or replay address waits for the review again). Its goods must be the shop's visible goods; the
 * first one's picture is the cover.
 */
export async function saveRoom(ctx: RequestContext, staff: StaffScope, body: LiveSaveBody): Promise<number> {
  const siteId = shopOf(staff);
  if (siteId === null) throw new AppError('SELLER_FORBIDDEN');
  const ids = [...new Set(body.goods_ids)];
  const goods = new Map((await goodsByIds(ctx, ids)).map((g) => [g.goods_id, g]));
  if (ids.some((id) => goods.get(id)?.site_id !== siteId)) throw new AppError('GOODS_NOT_FOUND');
  const fields = {
    name: body.name,
    anchor_name: body.anchor_name,
    start_time: body.start_time,
    end_time: body.end_time,
    stream_url: body.stream_url,
    replay_url: body.replay_url,
    cover_img: goods.get(ids[0] ?? 0)?.sku_image.split(',')[0] ?? '',
  };
  return withTransaction(ctx, async (tx) => {
    let id = body.id;
    if (id === undefined) id = await repo.insertRoom(tx.db, siteId, fields, tx.now());
    else if ((await repo.updateRoom(tx.db, id, siteId, fields)) === 0) throw new AppError('LIVE_ROOM_NOT_FOUND');
    await repo.replaceRoomGoods(tx.db, id, ids);
    return id;
  });
}
