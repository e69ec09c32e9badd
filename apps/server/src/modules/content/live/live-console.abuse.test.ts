import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  livePageEndpoint,
  platformLiveApproveEndpoint,
  platformLiveListEndpoint,
  platformLiveRefuseEndpoint,
  platformLiveTakeDownEndpoint,
  sellerLivePageEndpoint,
  sellerLiveSaveEndpoint,
} from '@zay/contract';
import { offContract } from '../../../test/call';
import type { CatalogueFixtures } from '../../../test/catalog-fixtures';
import type { TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { liveApp, liveRoomRow, type LiveRooms, roomBody } from './live-test-kit';

let t: TestApp;
let f: CatalogueFixtures;
let rooms: LiveRooms;
let martClerk: Staff;
let lotusOwner: Staff;
let martService: Staff;

beforeAll(async () => {
  ({ t, f, rooms } = await liveApp());
  martClerk = await staff(t, f.shops.mart, 'clerk', 'mart-clerk');
  lotusOwner = await staff(t, f.shops.lotus, 'owner', 'lotus-owner');
  martService = await staff(t, f.shops.mart, 'service', 'mart-service');
});
afterAll(() => t.close());

const room = (more: object = {}) => roomBody(f, more);
const rowOf = (id: number) => liveRoomRow(t, id);

describe('live room console abuse (QUALITY §4)', () => {
  it("another shop's room by id is not found and unchanged", async () => {
    const before = await rowOf(rooms.live);
    const res = await lotusOwner.call(sellerLiveSaveEndpoint, room({ id: rooms.live, goods_ids: '' }));
    expect(res.body.error_code).toBe('LIVE_ROOM_NOT_FOUND');
    expect(await rowOf(rooms.live)).toEqual(before);
  });

  it.each([
    ['another shop', () => f.goods.huawei.goodsId],
    ['off sale', () => f.hidden.offSale.goodsId],
    ['missing', () => 999_999],
  ])('goods of %s are refused and nothing is saved', async (_what, goodsId) => {
    const count = (await martClerk.call(sellerLivePageEndpoint, { page_size: 0 })).body.data!.count;
    const res = await martClerk.call(sellerLiveSaveEndpoint, room({ goods_ids: [goodsId()] }));
    expect(res.body.error_code).toBe('GOODS_NOT_FOUND');
    expect((await martClerk.call(sellerLivePageEndpoint, { page_size: 0 })).body.data!.count).toBe(count);
  });

  it.each([
    ['a script address', { stream_url: 'javascript:alert(1)' }],
    ['a plain http address', { replay_url: 'http://cdn.example/r.mp4' }],
    ['an end before the start', { end_time: 1 }],
    ['an empty name', { name: '   ' }],
    ['too many goods', { goods_ids: Array.from({ length: 21 }, (_, i) => i + 1) }],
  ])('%s is refused', async (_what, bad) => {
    const res = await martClerk.call(sellerLiveSaveEndpoint, offContract(room(bad)));
    expect(res.body.error_code).toBe('PARAMETER_ERROR');
  });

  it('a customer-service account, a member and a visitor may not', async () => {
    expect((await martService.call(sellerLiveSaveEndpoint, room())).body.error_code).toBe('SELLER_FORBIDDEN');
    expect((await t.call(sellerLiveSaveEndpoint, room())).body.code).not.toBe(0);
    expect((await t.call(sellerLiveSaveEndpoint, room(), { token: f.members.alice.token })).body.code).not.toBe(0);
  });

  it('a shop cannot approve its own room, nor a member or visitor any: the platform’s calls refuse them', async () => {
    const id = (await martClerk.call(sellerLiveSaveEndpoint, room())).body.data!;
    const martOwner = await staff(t, f.shops.mart, 'owner', 'mart-owner-review');
    const callers = [
      [martOwner.call, 'PLATFORM_STAFF_ONLY'],
      [martClerk.call, 'PLATFORM_STAFF_ONLY'],
      [t.as({ token: f.members.alice.token }), 'TOKEN_ERROR'],
      [t.call, 'TOKEN_NOT_EXIST'],
    ] as const;
    for (const [call, code] of callers) {
      expect((await call(platformLiveApproveEndpoint, { id })).body.error_code).toBe(code);
      expect((await call(platformLiveRefuseEndpoint, { id, reason: 'x' })).body.error_code).toBe(code);
      expect((await call(platformLiveTakeDownEndpoint, { id, reason: 'x' })).body.error_code).toBe(code);
      expect((await call(platformLiveListEndpoint, {})).body.error_code).toBe(code);
    }
    expect((await rowOf(id)).audit_status).toBe(0);
    const listed = (await t.call(livePageEndpoint, { page_size: 0 })).body.data!.list.map((r) => r.id);
    expect(listed).not.toContain(id);
  });

  it('a refusal needs a reason; an empty one changes nothing', async () => {
    const id = (await martClerk.call(sellerLiveSaveEndpoint, room())).body.data!;
    const platform = await staff(t, 0, 'operations', 'live-abuse-platform');
    const res = await platform.call(platformLiveRefuseEndpoint, offContract({ id, reason: '   ' }));
    expect(res.body.error_code).toBe('PARAMETER_ERROR');
    expect(await rowOf(id)).toMatchObject({ audit_status: 0, audit_reason: '' });
  });
});
