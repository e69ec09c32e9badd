import { LIVE_STATUS } from '@zay/contract';
import type { CatalogueFixtures } from '../../../test/catalog-fixtures';
import { catalogueApp } from '../../../test/catalogue-app';
import { insertRow } from '../../../test/insert-row';
import type { TestApp } from '../../../test/test-app';

/** Rooms on the catalogue fixtures: live, two coming, ended with and without a replay, unapproved, closed shop. */
export async function liveRooms(t: TestApp, f: CatalogueFixtures) {
  const db = t.db.db;
  const room = async (
    site_id: number,
    name: string,
    live_status: number,
    start_time: number,
    more: { audit_status?: number; stream_url?: string; replay_url?: string } = {},
    goods: number[] = [],
  ) => {
    const id = await insertRow(
      db,
      'live_room',
      {
        site_id,
        name,
        live_status,
        start_time,
        end_time: start_time + 3600,
        audit_status: 1,
        anchor_name: 'Ma Thida',
        ...more,
      },
      'id',
    );
    for (const [sort, goods_id] of goods.entries())
      await insertRow(db, 'live_room_goods', { room_id: id, goods_id, sort }, 'id');
    return id;
  };
  const t0 = f.now;
  return {
    ended: await room(f.shops.mart, 'Launch replay', LIVE_STATUS.ENDED, t0 - 86400, { replay_url: 'upload/r.mp4' }, [
      f.goods.galaxy.goodsId,
      f.hidden.offSale.goodsId,
      f.goods.iphone.goodsId,
    ]),
    later: await room(f.shops.lotus, 'Later', LIVE_STATUS.COMING, t0 + 7200),
    live: await room(
      f.shops.mart,
      'Live now',
      LIVE_STATUS.LIVE,
      t0 - 600,
      { stream_url: 'https://cdn.example/live.m3u8' },
      [f.goods.nokia.goodsId],
    ),
    soon: await room(f.shops.lotus, 'Soon', LIVE_STATUS.COMING, t0 + 3600),
    noReplay: await room(f.shops.lotus, 'Old', LIVE_STATUS.ENDED, t0 - 2 * 86400),
    unapproved: await room(f.shops.mart, 'Pending', LIVE_STATUS.LIVE, t0, { audit_status: 0 }),
    closedShop: await room(f.shops.closed, 'Closed shop', LIVE_STATUS.LIVE, t0),
  };
}

export type LiveRooms = Awaited<ReturnType<typeof liveRooms>>;

/** The catalogue app with its live rooms: what the live test files start from. */
export async function liveApp() {
  const { t, f } = await catalogueApp();
  return { t, f, rooms: await liveRooms(t, f) };
}

/** What the console sends to schedule a coming room with two goods, `more` changed. */
export const roomBody = (f: CatalogueFixtures, more: object = {}) => ({
  name: 'ဖုန်းအသစ်များ',
  anchor_name: 'Ma Su',
  start_time: f.now + 3600,
  end_time: f.now + 7200,
  stream_url: 'https://stream.example/zay/live.m3u8',
  goods_ids: `${f.goods.iphone.goodsId},${f.goods.galaxy.goodsId}`,
  ...more,
});

/** The stored room, as it is now. */
export const liveRoomRow = (t: TestApp, id: number) =>
  t.db.db.selectFrom('live_room').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
