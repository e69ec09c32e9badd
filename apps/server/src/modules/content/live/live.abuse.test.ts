import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveDetailEndpoint, liveStatusEndpoint, LIVE_STATUS } from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import type { CatalogueFixtures } from '../../../test/catalog-fixtures';
import type { TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { liveApp, type LiveRooms } from './live-test-kit';

let t: TestApp;
let f: CatalogueFixtures;
let rooms: LiveRooms;
let lotusOwner: Staff;
let martService: Staff;

beforeAll(async () => {
  ({ t, f, rooms } = await liveApp());
  lotusOwner = await staff(t, f.shops.lotus, 'owner', 'lotus-owner');
  martService = await staff(t, f.shops.mart, 'service', 'mart-service');
});
afterAll(() => t.close());

const statusOf = async (id: number) =>
  (await t.db.db.selectFrom('live_room').select('live_status').where('id', '=', id).executeTakeFirstOrThrow())
    .live_status;

describe('live rooms abuse (QUALITY §4)', () => {
  it("another shop's room by id is not found, and stays as it was", async () => {
    const res = await lotusOwner.call(liveStatusEndpoint, { room_id: rooms.live, status: LIVE_STATUS.BANNED });
    expect(res.body.error_code).toBe('LIVE_ROOM_NOT_FOUND');
    expect(await statusOf(rooms.live)).toBe(LIVE_STATUS.LIVE);
  });

  it('nobody signed in to the console cannot change a status (the family call checked nobody)', async () => {
    const res = await t.call(liveStatusEndpoint, { room_id: rooms.live, status: LIVE_STATUS.ENDED });
    expect(res.body.code).not.toBe(0);
    const member = await t.call(
      liveStatusEndpoint,
      { room_id: rooms.live, status: LIVE_STATUS.ENDED },
      { token: f.members.alice.token },
    );
    expect(member.body.code).not.toBe(0);
    expect(await statusOf(rooms.live)).toBe(LIVE_STATUS.LIVE);
  });

  it('a customer-service account of the shop may not', async () => {
    const res = await martService.call(liveStatusEndpoint, { room_id: rooms.live, status: LIVE_STATUS.ENDED });
    expect(res.body.error_code).toBe('SELLER_FORBIDDEN');
    expect(await statusOf(rooms.live)).toBe(LIVE_STATUS.LIVE);
  });

  it.each([[100], [108], ['live'], [-1], [null]])('status %s is refused and changes nothing', async (status) => {
    const res = await lotusOwner.call(liveStatusEndpoint, offContract({ room_id: rooms.soon, status }));
    expect(res.body.error_code).toBe('PARAMETER_ERROR');
    expect(await statusOf(rooms.soon)).toBe(LIVE_STATUS.COMING);
  });

  it('a replayed status change is harmless', async () => {
    for (let i = 0; i < 3; i++)
      expect(ok(await lotusOwner.call(liveStatusEndpoint, { room_id: rooms.soon, status: LIVE_STATUS.PAUSED }))).toBe(
        1,
      );
    expect(await statusOf(rooms.soon)).toBe(LIVE_STATUS.PAUSED);
  });

  it.each([[0], [-5], ['abc'], [1.5]])('detail of id %s is refused', async (id) => {
    const res = await t.call(liveDetailEndpoint, offContract({ id }));
    expect(res.body.data).toBeNull();
    expect(res.body.code).not.toBe(0);
  });
});
