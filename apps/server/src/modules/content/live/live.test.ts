import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveDetailEndpoint, liveInfoEndpoint, livePageEndpoint, liveStatusEndpoint, LIVE_STATUS } from '@zay/contract';
import { ok } from '../../../test/call';
import type { CatalogueFixtures } from '../../../test/catalog-fixtures';
import type { TestApp } from '../../../test/test-app';
import { staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { liveApp, type LiveRooms } from './live-test-kit';

let t: TestApp;
let f: CatalogueFixtures;
let rooms: LiveRooms;

beforeAll(async () => {
  ({ t, f, rooms } = await liveApp());
});
afterAll(() => t.close());

describe('live/api/live/page', () => {
  it('lists approved rooms of open shops: live first, coming soonest first, then ended latest first', async () => {
    const page = ok(await t.call(livePageEndpoint, { page_size: 0 }, { lang: 'en-us' }));
    expect(page.count).toBe(5);
    expect(page.list.map((r) => r.id)).toEqual([rooms.live, rooms.soon, rooms.later, rooms.ended, rooms.noReplay]);
    expect(page.list.map((r) => r.status_name)).toEqual(['Live now', 'Not started', 'Not started', 'Ended', 'Ended']);
  });

  it('answers the family fields, the visible goods in order and what to play', async () => {
    const [live, , , ended, old] = ok(await t.call(livePageEndpoint, { page_size: 0 }, { lang: 'zh-cn' })).list;
    expect(live).toMatchObject({
      id: rooms.live,
      roomid: rooms.live,
      site_id: f.shops.mart,
      site_name: 'Shwe Mart',
      name: 'Live now',
      anchor_name: 'Ma Thida',
      live_status: 101,
      status_name: '直播中',
      audit_status: 1,
      play_type: 'hls',
      play_url: 'https://cdn.example/live.m3u8',
    });
    expect(live!.goods.map((g) => g.goods_id)).toEqual([f.goods.nokia.goodsId]);
    expect(ended).toMatchObject({ play_type: 'mp4', play_url: 'upload/r.mp4', status_name: '已结束' });
    // The off-sale goods is left out; the others keep the room's order.
    expect(ended!.goods.map((g) => g.goods_id)).toEqual([f.goods.galaxy.goodsId, f.goods.iphone.goodsId]);
    expect(ended!.goods[0]).toEqual({
      goods_id: f.goods.galaxy.goodsId,
      sku_id: f.goods.galaxy.skuId,
      goods_name: 'Galaxy A15 Phone',
      sku_image: expect.any(String),
      price: '450000.00',
      discount_price: '420000.00',
      stock: 10,
    });
    expect(old).toMatchObject({ play_type: '', play_url: '' });
    expect(Object.keys(live!)).not.toContain('stream_url');
  });

  it('pages and narrows to one shop', async () => {
    const first = ok(await t.call(livePageEndpoint, { page: 1, page_size: 2 }));
    expect(first).toMatchObject({ count: 5, page_count: 3 });
    expect(first.list.map((r) => r.id)).toEqual([rooms.live, rooms.soon]);
    const lotus = ok(await t.call(livePageEndpoint, { page_size: 0, site_id: f.shops.lotus }));
    expect(lotus.list.map((r) => r.id)).toEqual([rooms.soon, rooms.later, rooms.noReplay]);
  });
});

describe('live/api/live/info and detail', () => {
  it('info answers the live room, else the soonest coming one, else null', async () => {
    expect(ok(await t.call(liveInfoEndpoint, {}))!.id).toBe(rooms.live);
    expect(ok(await t.call(liveInfoEndpoint, { site_id: f.shops.lotus }))!.id).toBe(rooms.soon);
    expect(ok(await t.call(liveInfoEndpoint, { site_id: f.shops.closed }))).toBeNull();
  });

  it('detail answers an approved room, in Burmese by default', async () => {
    expect(ok(await t.call(liveDetailEndpoint, { id: rooms.ended }))).toMatchObject({
      id: rooms.ended,
      status_name: 'ပြီးဆုံးပါပြီ',
    });
  });

  it.each([
    ['a room waiting for approval', () => rooms.unapproved],
    ['a room of a closed shop', () => rooms.closedShop],
    ['no room', () => 999_999],
  ])('detail of %s is LIVE_ROOM_NOT_FOUND', async (_what, id) => {
    const res = await t.call(liveDetailEndpoint, { id: id() }, { lang: 'en-us' });
    expect(res.body).toMatchObject({
      data: null,
      error_code: 'LIVE_ROOM_NOT_FOUND',
      message: 'This live room does not exist',
    });
  });
});

describe('live/api/live/modifyLiveStatus', () => {
  it("a shop's clerk ends their live room; its replay plays then", async () => {
    const clerk = await staff(t, f.shops.mart, 'clerk', 'live-clerk');
    expect(ok(await clerk.call(liveStatusEndpoint, { room_id: rooms.ended, status: LIVE_STATUS.LIVE }))).toBe(1);
    expect(ok(await t.call(liveDetailEndpoint, { id: rooms.ended }))).toMatchObject({
      live_status: 101,
      play_type: '',
    });
    expect(ok(await clerk.call(liveStatusEndpoint, { room_id: rooms.ended, status: '103' as unknown as 103 }))).toBe(1);
    expect(ok(await t.call(liveDetailEndpoint, { id: rooms.ended }))).toMatchObject({
      live_status: 103,
      play_type: 'mp4',
    });
  });
});
