import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addonsEndpoint,
  liveDetailEndpoint,
  livePageEndpoint,
  platformLiveApproveEndpoint,
  platformLiveListEndpoint,
  platformLiveRefuseEndpoint,
  platformLiveTakeDownEndpoint,
  sellerLivePageEndpoint,
  sellerLiveSaveEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { catalogueApp } from '../../../test/catalogue-app';
import type { CatalogueFixtures } from '../../../test/catalog-fixtures';
import type { TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { liveApp, type LiveRooms, roomBody } from './live-test-kit';

/** The platform's review of live rooms (ADR 069), on both databases. */
let t: TestApp;
let f: CatalogueFixtures;
let rooms: LiveRooms;
let martClerk: Staff;
let reviewer: Staff;
let second: Staff;

beforeAll(async () => {
  ({ t, f, rooms } = await liveApp());
  martClerk = await staff(t, f.shops.mart, 'clerk', 'lr-mart-clerk');
  reviewer = await staff(t, 0, 'operations', 'lr-reviewer');
  second = await staff(t, 0, 'owner', 'lr-second');
});
afterAll(() => t.close());

const room = (more: object = {}) =>
  roomBody(f, {
    name: 'ဖုန်းအသစ် ပွဲ',
    stream_url: 'https://stream.example/zay/a.m3u8',
    goods_ids: [f.goods.iphone.goodsId],
    ...more,
  });
const listed = async () => ok(await t.call(livePageEndpoint, { page_size: 0 })).list.map((r) => r.id);
const shopView = async (id: number) =>
  ok(await martClerk.call(sellerLivePageEndpoint, { page_size: 0 })).list.find((r) => r.id === id)!;

describe('a new room waits for the platform', () => {
  it('is pending, unlisted, first in the queue; approved it is listed', async () => {
    const id = ok(await martClerk.call(sellerLiveSaveEndpoint, room()));
    expect(await listed()).not.toContain(id);
    expect(await shopView(id)).toMatchObject({ audit_status: 0, audit_name: 'Waiting for review' });
    const queue = ok(await reviewer.call(platformLiveListEndpoint, { tab: 'pending', page_size: 0 }));
    expect(queue.list.map((r) => r.id)).toEqual([rooms.unapproved, id]);
    expect(queue.list[1]).toMatchObject({
      site_name: expect.any(String),
      name: 'ဖုန်းအသစ် ပွဲ',
      stream_url: 'https://stream.example/zay/a.m3u8',
      goods_count: 1,
      status_name: 'Not started',
    });
    expect(queue.tab_count).toMatchObject({ pending: 2 });
    expect(queue.tab_count.all).toBe(queue.tab_count.pending + queue.tab_count.approved + queue.tab_count.refused);

    ok(await reviewer.call(platformLiveApproveEndpoint, { id }));
    expect(await listed()).toContain(id);
    expect(await shopView(id)).toMatchObject({ audit_status: 1, audit_name: 'Approved' });
    const again = await second.call(platformLiveApproveEndpoint, { id });
    expect(again.body.error_code).toBe('LIVE_REVIEW_STATE_CHANGED');
  });

  it('refused, the shop sees the reason; changing the room sends it back to the queue', async () => {
    const id = ok(await martClerk.call(sellerLiveSaveEndpoint, room()));
    ok(await reviewer.call(platformLiveRefuseEndpoint, { id, reason: 'The stream shows another shop' }));
    expect(await shopView(id)).toMatchObject({
      audit_status: -1,
      audit_name: 'Refused',
      audit_reason: 'The stream shows another shop',
    });
    expect((await t.call(liveDetailEndpoint, { id })).body.error_code).toBe('LIVE_ROOM_NOT_FOUND');
    ok(await martClerk.call(sellerLiveSaveEndpoint, room({ id, name: 'Fixed' })));
    expect(await shopView(id)).toMatchObject({ audit_status: 0, audit_reason: '' });
  });

  it('an approved room keeps its approval for a new name, not for a new stream or replay address', async () => {
    const id = ok(await martClerk.call(sellerLiveSaveEndpoint, room()));
    ok(await reviewer.call(platformLiveApproveEndpoint, { id }));
    ok(await martClerk.call(sellerLiveSaveEndpoint, room({ id, name: 'Renamed', goods_ids: [] })));
    expect((await shopView(id)).audit_status).toBe(1);
    ok(await martClerk.call(sellerLiveSaveEndpoint, room({ id, stream_url: 'https://stream.example/zay/b.m3u8' })));
    expect((await shopView(id)).audit_status).toBe(0);
    expect(await listed()).not.toContain(id);
    ok(await reviewer.call(platformLiveApproveEndpoint, { id }));
    ok(
      await martClerk.call(
        sellerLiveSaveEndpoint,
        room({ id, stream_url: 'https://stream.example/zay/b.m3u8', replay_url: 'https://cdn.example/r.mp4' }),
      ),
    );
    expect((await shopView(id)).audit_status).toBe(0);
  });

  it('an approved room taken down leaves /shop/live with a reason; only an approved room can be; an edit sends it back', async () => {
    const id = ok(await martClerk.call(sellerLiveSaveEndpoint, room({ name: 'To take down' })));
    const early = await reviewer.call(platformLiveTakeDownEndpoint, { id, reason: 'Not yet approved' });
    expect(early.body.error_code).toBe('LIVE_REVIEW_STATE_CHANGED');
    ok(await reviewer.call(platformLiveApproveEndpoint, { id }));
    expect(await listed()).toContain(id);
    ok(await reviewer.call(platformLiveTakeDownEndpoint, { id, reason: 'Sells goods off the marketplace' }));
    expect(await listed()).not.toContain(id);
    expect(await shopView(id)).toMatchObject({ audit_status: -1, audit_reason: 'Sells goods off the marketplace' });
    const twice = await second.call(platformLiveTakeDownEndpoint, { id, reason: 'Again' });
    expect(twice.body.error_code).toBe('LIVE_REVIEW_STATE_CHANGED');
    expect((await reviewer.call(platformLiveTakeDownEndpoint, { id: 999_999, reason: 'x' })).body.error_code).toBe(
      'LIVE_ROOM_NOT_FOUND',
    );
    ok(await martClerk.call(sellerLiveSaveEndpoint, room({ id, name: 'Cleaned up' })));
    expect(await shopView(id)).toMatchObject({ audit_status: 0, audit_reason: '' });
  });

  it('approve and refuse raced on one room: one outcome, the row agreeing with the winner', async () => {
    for (let round = 0; round < 3; round++) {
      const id = ok(await martClerk.call(sellerLiveSaveEndpoint, room({ name: `Race ${round}` })));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 2
            ? second.call(platformLiveRefuseEndpoint, { id, reason: `reason ${i}` })
            : reviewer.call(platformLiveApproveEndpoint, { id }),
        ),
      );
      const won = answers.findIndex((a) => a.body.code === 0);
      expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.body.code !== 0).map((a) => a.body.error_code))).toEqual(
        new Set(['LIVE_REVIEW_STATE_CHANGED']),
      );
      const row = await shopView(id);
      expect(row).toMatchObject(
        won % 2 ? { audit_status: -1, audit_reason: `reason ${won}` } : { audit_status: 1, audit_reason: '' },
      );
    }
  });

  it('a missing room is not found; the tabs list their own states', async () => {
    expect((await reviewer.call(platformLiveApproveEndpoint, { id: 999_999 })).body.error_code).toBe(
      'LIVE_ROOM_NOT_FOUND',
    );
    const id = ok(await martClerk.call(sellerLiveSaveEndpoint, room({ name: 'To refuse' })));
    ok(await reviewer.call(platformLiveRefuseEndpoint, { id, reason: 'No goods shown' }));
    const refused = ok(await reviewer.call(platformLiveListEndpoint, { tab: 'refused', page_size: 0 }));
    expect(refused.list[0]).toMatchObject({ id, audit_reason: 'No goods shown' });
    expect(refused.list.every((r) => r.audit_status === -1)).toBe(true);
    const approved = ok(await reviewer.call(platformLiveListEndpoint, { tab: 'approved', page_size: 0 }));
    expect(approved.list.map((r) => r.id)).toContain(rooms.live);
  });
});

describe('the live addon off', () => {
  it('answers LIVE_PLUGIN_NOT_INSTALLED to the storefront, shop and platform live calls; addonisexit says 0', async () => {
    const off = await catalogueApp({ ADDONS: 'seckill,coupon' });
    try {
      const clerk = await staff(off.t, off.f.shops.mart, 'clerk', 'off-clerk');
      const platform = await staff(off.t, 0, 'operations', 'off-platform');
      for (const res of [
        await off.t.call(livePageEndpoint, {}),
        await off.t.call(liveDetailEndpoint, { id: 1 }),
        await clerk.call(sellerLivePageEndpoint, {}),
        await clerk.call(sellerLiveSaveEndpoint, room()),
        await platform.call(platformLiveListEndpoint, {}),
        await platform.call(platformLiveApproveEndpoint, { id: 1 }),
      ]) {
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ error_code: 'LIVE_PLUGIN_NOT_INSTALLED', data: null });
      }
      expect(await off.t.db.db.selectFrom('live_room').select('id').execute()).toEqual([]);
      expect(ok(await off.t.call(addonsEndpoint, {})).live).toBe(0);
      expect(ok(await t.call(addonsEndpoint, {})).live).toBe(1);
    } finally {
      await off.t.close();
    }
  });
});
