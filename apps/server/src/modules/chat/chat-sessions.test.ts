import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  CHAT_CLOSE,
  chatHasServicersEndpoint,
  findPasswordCodeEndpoint,
  findPasswordEndpoint,
  logoutEndpoint,
  servicerLogoutEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { issueToken } from '../member/auth/token.service';
import { issueServicerToken } from '../staff/servicer.service';
import {
  closeCode,
  connect,
  createServicer,
  insertShop,
  listen,
  refusedStatus,
  type SocketClient,
} from './chat-test-kit';
import { lastSmsCode } from '../../test/auth-codes';

/** A member's or servicer's chat sockets end with the session that opened them, and only those. */

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_ENABLED: 'false' });
  base = await listen(t);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** A second login of the same member (another device). */
const anotherSession = async (memberId: number) => (await issueToken(t.ctx(), memberId, 1)).token;

/** Still open a moment after the kicked sockets closed. */
async function expectOpen(...clients: SocketClient[]) {
  await new Promise((r) => setTimeout(r, 150));
  expect(clients.map((c) => c.ws.readyState)).toEqual(clients.map(() => WebSocket.OPEN));
}
/** The client ids the hub serves a member on. */
const served = (memberId: number) => t.app.chatHub.memberConns(memberId).map((c) => c.clientId);

describe('member logout', () => {
  it("closes the sockets of the session that logged out, not the member's other sessions or other members'", async () => {
    const alice = await createMember(t.db, 'alice');
    const bob = await createMember(t.db, 'bob');
    const phone = await anotherSession(alice.id);
    const host = base.replace('ws://', 'http://');
    const [tab1, tab2, onPhone, bobs] = await Promise.all([
      connect(base, { token: alice.token }),
      // The browser's way: the session cookie.
      connect(base, { cookie: `zay_token=${alice.token}`, origin: host }),
      connect(base, { token: phone }),
      connect(base, { token: bob.token }),
    ]);

    expect((await t.call(logoutEndpoint, {}, bearer(alice.token))).body.code).toBe(0);
    expect(await Promise.all([closeCode(tab1), closeCode(tab2)])).toEqual([
      CHAT_CLOSE.sessionEnded,
      CHAT_CLOSE.sessionEnded,
    ]);
    await expectOpen(onPhone, bobs);
    expect(served(alice.id)).toEqual([onPhone.clientId]);
    expect(served(bob.id)).toEqual([bobs.clientId]);
    // The ended session cannot open a new socket; the other one still can.
    expect(await refusedStatus(base, { token: alice.token })).toBe(401);
    const again = await connect(base, { token: phone });
    await Promise.all([onPhone.close(), bobs.close(), again.close()]);
  });

  it('logging out with an unknown token closes nothing', async () => {
    const carol = await createMember(t.db, 'carol');
    const s = await connect(base, { token: carol.token });
    expect((await t.call(logoutEndpoint, {}, bearer('not-a-token'))).body.code).toBe(0);
    await expectOpen(s);
    expect(served(carol.id)).toEqual([s.clientId]);
    await s.close();
  });
});

describe('password reset', () => {
  it("closes every socket of the member, on every session, and no one else's", async () => {
    const dave = await createMember(t.db, 'dave');
    const erin = await createMember(t.db, 'erin');
    const mobile = '0942777001';
    await t.db.db.updateTable('member').set({ mobile }).where('member_id', '=', dave.id).execute();
    const [laptop, phone, erins] = await Promise.all([
      connect(base, { token: dave.token }),
      connect(base, { token: await anotherSession(dave.id) }),
      connect(base, { token: erin.token }),
    ]);

    const key = (await t.call(findPasswordCodeEndpoint, { mobile })).body.data.key;
    const code = await lastSmsCode(t.db, mobile);
    const reset = await t.call(findPasswordEndpoint, { mobile, key, code, password: 'NewSecret456' });
    expect(reset.body.code).toBe(0);
    expect(await Promise.all([closeCode(laptop), closeCode(phone)])).toEqual([
      CHAT_CLOSE.sessionEnded,
      CHAT_CLOSE.sessionEnded,
    ]);
    await expectOpen(erins);
    expect(served(dave.id)).toEqual([]);
    expect(served(erin.id)).toEqual([erins.clientId]);
    await erins.close();
  });
});

describe('servicer logout', () => {
  it("closes the sockets of the session that logged out, not the servicer's other sessions or colleagues'", async () => {
    const shop = await insertShop(t.db, 'Session Shop');
    const sv = await createServicer(t.db, shop, 'sv-sessions');
    const colleague = await createServicer(t.db, shop, 'sv-colleague');
    const phone = (await issueServicerToken(t.ctx(), sv.id)).token;
    const host = base.replace('ws://', 'http://');
    const [tab1, tab2, onPhone, colleagues] = await Promise.all([
      connect(base, { token: sv.token, role: 'servicer' }),
      connect(base, { cookie: `zay_servicer_token=${sv.token}`, role: 'servicer', origin: host }),
      connect(base, { token: phone, role: 'servicer' }),
      connect(base, { token: colleague.token, role: 'servicer' }),
    ]);

    expect((await t.call(servicerLogoutEndpoint, {}, bearer(sv.token))).body.code).toBe(0);
    expect(await Promise.all([closeCode(tab1), closeCode(tab2)])).toEqual([
      CHAT_CLOSE.sessionEnded,
      CHAT_CLOSE.sessionEnded,
    ]);
    await expectOpen(onPhone, colleagues);
    const servedAtShop = t.app.chatHub.servicerConnsOf(shop).map((c) => c.clientId);
    expect(servedAtShop.sort()).toEqual([onPhone.clientId, colleagues.clientId].sort());
    // Still online on the phone, so the shop still counts both servicers.
    const online = await t.call(chatHasServicersEndpoint, { site_id: shop });
    expect(online.body.data.online_count).toBe(2);
    expect(await refusedStatus(base, { token: sv.token, role: 'servicer' })).toBe(401);
    const again = await connect(base, { token: phone, role: 'servicer' });
    await Promise.all([onPhone.close(), colleagues.close(), again.close()]);
  });
});

describe('an expired session', () => {
  it('has its sockets closed at the first ping sweep after the expiry; live sessions stay', async () => {
    // Only the hub's sweep interval and the clock are fake; sockets and database are real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    // No order-close sweep firing on the fake interval while the clock is moved on.
    const x = await createTestApp({ ORDER_CLOSE_SWEEP_SECONDS: '0' });
    try {
      const xBase = await listen(x);
      const shop = await insertShop(x.db, 'Expiry Shop');
      const [gus, hal, sv] = await Promise.all([
        createMember(x.db, 'gus'),
        createMember(x.db, 'hal'),
        createServicer(x.db, shop, 'sv-expiring'),
      ]);
      // Sockets are swept in ten slices, 3 s apart: each is first swept within 30 s, next at 33 s or later.
      const soon = Math.floor(Date.now() / 1000) + 31;
      await x.db.db.updateTable('member_token').set({ expire_time: soon }).where('member_id', '=', gus.id).execute();
      await x.db.db.updateTable('servicer_token').set({ expire_time: soon }).where('servicer_id', '=', sv.id).execute();
      const [gusSocket, halSocket, svSocket] = await Promise.all([
        connect(xBase, { token: gus.token }),
        connect(xBase, { token: hal.token }),
        connect(xBase, { token: sv.token, role: 'servicer' }),
      ]);

      const sweepAll = () => vi.advanceTimersByTime(30_000); // the hub's default ping interval
      sweepAll(); // 30 s: not expired yet, everyone is pinged
      await expectOpen(gusSocket, halSocket, svSocket);
      sweepAll(); // 60 s: past the expiry
      expect(await Promise.all([closeCode(gusSocket), closeCode(svSocket)])).toEqual([
        CHAT_CLOSE.sessionEnded,
        CHAT_CLOSE.sessionEnded,
      ]);
      await expectOpen(halSocket);
      expect(x.app.chatHub.memberConns(hal.id).map((c) => c.clientId)).toEqual([halSocket.clientId]);
      expect(x.app.chatHub.memberConns(gus.id)).toEqual([]);
      expect(x.app.chatHub.servicerConnsOf(shop)).toEqual([]);
      await halSocket.close();
    } finally {
      await x.close();
      vi.useRealTimers();
    }
  });
});
