import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_CLOSE } from '@zay/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { issueToken } from '../auth/token.service';
import { closeCode, connect, listen, refusedStatus, type SocketClient } from './chat-test-kit';

/** A member's chat sockets end with the session that opened them, and only those. */

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_ENABLED: 'false' });
  base = await listen(t);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** A second login of the same member (another device). */
const anotherSession = async (memberId: number) => (await issueToken(t.db.db, memberId, 1)).token;

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

    expect((await t.call('/api/login/logout', {}, bearer(alice.token))).body.code).toBe(0);
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
    expect((await t.call('/api/login/logout', {}, bearer('not-a-token'))).body.code).toBe(0);
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

    const key = (await t.call('/api/findpassword/mobilecode', { mobile })).body.data.key;
    const { code } = await t.db.db
      .selectFrom('sms_outbox')
      .select('code')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    const reset = await t.call('/api/findpassword/mobile', { mobile, key, code, password: 'NewSecret456' });
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
