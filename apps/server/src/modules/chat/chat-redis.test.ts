import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  chatBindEndpoint,
  chatHasServicersEndpoint,
  chatListEndpoint,
  chatSayEndpoint,
  logoutEndpoint,
  servicerLogoutEndpoint,
  workbenchChatListEndpoint,
  workbenchSayEndpoint,
} from '@zay/contract';
import { buildApp } from '../../app';
import { readEnv } from '../../env';
import { createContext } from '../../lib/context';
import { call, type CallOptions } from '../../test/call';
import { seedFixtures } from '../../test/fixtures';
import { createMember } from '../../test/members';
import { createTestDb } from '../../test/test-db';
import { issueToken } from '../member/auth/token.service';
import { RedisBus } from './chat-bus';
import { ChatHub } from './chat-hub';
import { closeCode, connect, createServicer, eventually, insertShop, type SocketClient } from './chat-test-kit';

/**
 * Two app instances — separate hubs, separate Redis connections, separate process ids — on one
 * database and one Redis, as two server processes behind a balancer would be.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `zay-test:${randomBytes(6).toString('hex')}`;

let db: Awaited<ReturnType<typeof createTestDb>>;
let a: FastifyInstance;
let b: FastifyInstance;
let wsA: string;
let wsB: string;
let shop: number;
const open: SocketClient[] = [];

async function start() {
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: './data/test-uploads',
    REDIS_URL,
    CHAT_REDIS_PREFIX: prefix,
    WALLET_SANDBOX_SECRET: 'chat-redis-test-wallet-secret',
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ env, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, ws: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** Calls go in English, with the caller's token when there is one. */
const en = (token?: string): CallOptions => ({ lang: 'en-us', token });
const sock = async (base: string, o: Parameters<typeof connect>[1]) => {
  const c = await connect(base, o);
  open.push(c);
  return c;
};

beforeAll(async () => {
  db = await createTestDb();
  shop = (await seedFixtures(db)).open1;
  ({ app: a, ws: wsA } = await start());
  ({ app: b, ws: wsB } = await start());
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await a.close();
  await b.close();
  await db.drop();
});

describe('chat across two processes on one Redis', () => {
  it('shares presence, binds across processes and delivers both ways', async () => {
    const alice = await createMember(db, 'alice');
    const sv = await createServicer(db, shop, 'sv-b', 'Su Su');
    const servicer = await sock(wsB, { token: sv.token, role: 'servicer' });
    await eventually(
      async () => (await call(a, chatHasServicersEndpoint, { site_id: shop }, en())).body.data.online_count === 1,
    );

    const buyer = await sock(wsA, { token: alice.token });
    // The bind call reaches process B; the socket lives on A.
    const bound = await call(b, chatBindEndpoint, { client_id: buyer.clientId, site_id: shop }, en(alice.token));
    expect(bound.body).toMatchObject({ code: 0, data: { servicer_id: sv.id, nickname: 'Su Su' } });
    await servicer.next('presence', (p) => p.data.member_id === alice.id && p.data.online === 1);
    await eventually(async () => {
      const list = (await call(b, workbenchChatListEndpoint, {}, en(sv.token))).body.data.list;
      return list.length === 0; // no messages yet: the list shows conversations with messages only
    });

    const said = await call(
      a,
      chatSayEndpoint,
      { site_id: shop, content_type: 0, message: 'hello from A' },
      en(alice.token),
    );
    expect(said.body.code).toBe(0);
    expect((await servicer.next('string')).data).toMatchObject({ id: said.body.data.id, consumer_say: 'hello from A' });
    const reply = await call(
      b,
      workbenchSayEndpoint,
      { member_id: alice.id, content_type: 0, message: 'hi from B' },
      en(sv.token),
    );
    expect((await buyer.next('string')).data).toMatchObject({ id: reply.body.data.id, servicer_say: 'hi from B' });

    const list = (await call(b, workbenchChatListEndpoint, {}, en(sv.token))).body.data.list;
    expect(list[0]).toMatchObject({ member_id: alice.id, online: 1 });
    const chats = (await call(a, chatListEndpoint, {}, en(alice.token))).body.data;
    expect(chats[0]).toMatchObject({ shop_id: shop, online: 1, content: 'hi from B', unread: 1 });

    // The servicer logs out through A: their socket on B closes and A's buyer hears "not online".
    await call(a, servicerLogoutEndpoint, {}, en(sv.token));
    expect(await servicer.closed).toBe(4001);
    const down = await buyer.next('connect', (c) => c.data.servicer_id === 0);
    expect(down.data.shop_id).toBe(shop);
  });

  it("a member's logout through one process closes that session's sockets on both, and only those", async () => {
    const carol = await createMember(db, 'carol');
    const dave = await createMember(db, 'dave');
    const phone = (await issueToken(createContext(db.db, Date.now), carol.id, 1)).token;
    const [onA, onB, phoneOnB, daveOnB] = await Promise.all([
      sock(wsA, { token: carol.token }),
      sock(wsB, { token: carol.token }),
      sock(wsB, { token: phone }),
      sock(wsB, { token: dave.token }),
    ]);
    expect((await call(a, logoutEndpoint, {}, en(carol.token))).body.code).toBe(0);
    expect(await Promise.all([closeCode(onA), closeCode(onB)])).toEqual([4001, 4001]);
    await new Promise((r) => setTimeout(r, 150));
    expect([phoneOnB, daveOnB].map((c) => c.ws.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN]);
    expect(b.chatHub.memberConns(carol.id).map((c) => c.clientId)).toEqual([phoneOnB.clientId]);
  });

  it('keeps offline messages and delivers them to a servicer who connects on the other process', async () => {
    const other = await insertShop(db, 'Far Shop');
    const bob = await createMember(db, 'bob');
    const sent = await call(a, chatSayEndpoint, { site_id: other, content_type: 0, message: 'anyone?' }, en(bob.token));
    expect(sent.body.code).toBe(0);
    const sv = await createServicer(db, other, 'sv-far');
    const servicer = await sock(wsB, { token: sv.token, role: 'servicer' });
    expect((await servicer.next('string')).data).toMatchObject({ id: sent.body.data.id, consumer_say: 'anyone?' });
  });
});

describe('a process that stops answering', () => {
  it('is forgotten after the stale time, so its servicers no longer count as online', async () => {
    const quick = { beatMs: 50, snapshotMs: 200, staleMs: 300, pingMs: 0 };
    const p = `${prefix}:stale`;
    const one = new ChatHub(await RedisBus.connect(REDIS_URL, p), quick);
    const two = new ChatHub(await RedisBus.connect(REDIS_URL, p), quick);
    one.start();
    two.start();
    // A servicer "connected" on two: report it as two does for a socket.
    two.presence.setServicer(two.procId, 77, 5);
    two.bus.publish({ k: 'delta-svc', servicerId: 77, siteId: 5 });
    await eventually(() => one.presence.servicersOnline(5).length === 1);
    // two dies without a word: its heartbeats stop.
    await two.bus.close();
    await eventually(() => one.presence.servicersOnline(5).length === 0, 2000);
    await Promise.all([one.stop(), two.stop()]);
  });
});
