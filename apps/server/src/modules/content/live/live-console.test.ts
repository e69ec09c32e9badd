import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveDetailEndpoint,
  platformLiveApproveEndpoint,
  sellerLivePageEndpoint,
  sellerLiveSaveEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import type { CatalogueFixtures } from '../../../test/catalog-fixtures';
import type { TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { liveApp, liveRoomRow, type LiveRooms, roomBody } from './live-test-kit';

let t: TestApp;
let f: CatalogueFixtures;
let rooms: LiveRooms;
let martClerk: Staff;
let lotusOwner: Staff;
let platform: Staff;

beforeAll(async () => {
  ({ t, f, rooms } = await liveApp());
  martClerk = await staff(t, f.shops.mart, 'clerk', 'mart-clerk');
  lotusOwner = await staff(t, f.shops.lotus, 'owner', 'lotus-owner');
  platform = await staff(t, 0, 'operations', 'live-platform');
});
afterAll(() => t.close());

const room = (more: object = {}) => roomBody(f, more);
const rowOf = (id: number) => liveRoomRow(t, id);

describe('the shop console schedules live rooms', () => {
  it('schedules a coming room with its goods in order; the storefront shows it once approved', async () => {
    const id = ok(await martClerk.call(sellerLiveSaveEndpoint, room()));
    expect(await rowOf(id)).toMatchObject({
      site_id: f.shops.mart,
      live_status: 102,
      audit_status: 0,
      name: 'ဖုန်းအသစ်များ',
    });
    expect((await t.call(liveDetailEndpoint, { id })).body.error_code).toBe('LIVE_ROOM_NOT_FOUND');
    ok(await platform.call(platformLiveApproveEndpoint, { id }));
    const shown = ok(await t.call(liveDetailEndpoint, { id }, { lang: 'en-us' }));
    expect(shown).toMatchObject({ status_name: 'Not started', play_type: '', anchor_name: 'Ma Su' });
    expect(shown.goods.map((g) => g.goods_id)).toEqual([f.goods.iphone.goodsId, f.goods.galaxy.goodsId]);
    expect(shown.cover_img).not.toBe('');
  });

  it('changes its own room: the goods are replaced', async () => {
    const id = ok(await martClerk.call(sellerLiveSaveEndpoint, room()));
    ok(await martClerk.call(sellerLiveSaveEndpoint, room({ id, name: 'Renamed', goods_ids: [f.goods.nokia.goodsId] })));
    const page = ok(await martClerk.call(sellerLivePageEndpoint, { page_size: 0 }));
    expect(page.list.find((r) => r.id === id)).toMatchObject({ name: 'Renamed', goods_ids: [f.goods.nokia.goodsId] });
  });

  it("lists only the shop's own rooms, any status, latest first", async () => {
    const page = ok(await lotusOwner.call(sellerLivePageEndpoint, { page_size: 0 }));
    expect(page.list.map((r) => r.id)).toEqual([rooms.later, rooms.soon, rooms.noReplay]);
    expect(page.list[0]).toMatchObject({
      status_name: 'Not started',
      audit_name: 'Approved',
      audit_reason: '',
      stream_url: '',
      goods_ids: [],
    });
  });
});
