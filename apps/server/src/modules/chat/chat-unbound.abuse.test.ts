import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_CLOSE, chatBindEndpoint, logoutEndpoint } from '@zay/contract';
import { seedFixtures } from '../../test/fixtures';
import { createMember } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SOCKETS_PER_USER } from './chat-conn';
import { closeCode, connect, listen } from './chat-test-kit';

/**
 * Sockets opened without credentials (issue 13, ADR 046) as an attacker would use them: many at
 * once, held open without a bind, claimed by a member who already has the most sockets, claimed
 * from under their owner, kept after the claiming session ends.
 */
const UNBOUND_MS = 1500;
const UNBOUND_MAX = 20;
const PER_IP = 16;

let t: TestApp;
let base: string;
let shop: number;

beforeAll(async () => {
  t = await createTestApp({ CHAT_UNBOUND_MS: String(UNBOUND_MS), CHAT_UNBOUND_MAX: String(UNBOUND_MAX) });
  shop = (await seedFixtures(t.db)).open1;
  base = await listen(t);
});
afterAll(() => t.close());

/** 'open' once `init` arrives, else the close code; the socket is kept in `into`. */
function open(into: WebSocket[], headers: Record<string, string> = {}) {
  return new Promise<'open' | number>((resolve) => {
    const ws = new WebSocket(`${base}/ws/chat`, { headers });
    into.push(ws);
    ws.once('message', () => resolve('open'));
    ws.once('close', (code) => resolve(code));
    ws.on('error', () => undefined);
  });
}

async function closeAll(sockets: WebSocket[]) {
  for (const ws of sockets) ws.close();
  await new Promise((r) => setTimeout(r, 100));
}

const bind = (clientId: string, token: string) =>
  t.call(chatBindEndpoint, { client_id: clientId, site_id: shop }, { token });

describe('anonymous chat sockets', () => {
  it(`are closed with ${CHAT_CLOSE.unbound} when no bind claims them in time; a claimed one stays`, async () => {
    const idle = await connect(base, {});
    const claimed = await connect(base, {});
    const m = await createMember(t.db, 'unbound-claims');
    expect((await bind(claimed.clientId, m.token)).body.error_code).toBe('SERVICER_OFFLINE');
    expect(await closeCode(idle, UNBOUND_MS + 2000)).toBe(CHAT_CLOSE.unbound);
    await new Promise((r) => setTimeout(r, UNBOUND_MS));
    expect(claimed.ws.readyState).toBe(WebSocket.OPEN);
    await claimed.close();
  });

  it(`at most ${PER_IP} wait for a bind from one address; more are closed with ${CHAT_CLOSE.tooManySockets}`, async () => {
    const sockets: WebSocket[] = [];
    // In parallel: the count is taken before any await, so no upgrade slips past it.
    const outcomes = await Promise.all(Array.from({ length: PER_IP + 3 }, () => open(sockets)));
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(PER_IP);
    expect(outcomes.filter((o) => o === CHAT_CLOSE.tooManySockets)).toHaveLength(3);
    await closeAll(sockets);
  });

  it(`at most CHAT_UNBOUND_MAX wait in all (other addresses, here through X-Forwarded-For)`, async () => {
    const spread = await createTestApp({ CHAT_UNBOUND_MAX: '3', TRUST_PROXY: 'true' });
    try {
      const spreadBase = await listen(spread);
      const sockets: WebSocket[] = [];
      const openFrom = (i: number) =>
        new Promise<'open' | number>((resolve) => {
          const ws = new WebSocket(`${spreadBase}/ws/chat`, { headers: { 'x-forwarded-for': `203.0.113.${i}` } });
          sockets.push(ws);
          ws.once('message', () => resolve('open'));
          ws.once('close', (code) => resolve(code));
          ws.on('error', () => undefined);
        });
      const outcomes = await Promise.all([1, 2, 3, 4, 5].map(openFrom));
      expect(outcomes.filter((o) => o === 'open')).toHaveLength(3);
      expect(outcomes.filter((o) => o === CHAT_CLOSE.tooManySockets)).toHaveLength(2);
      await closeAll(sockets);
    } finally {
      await spread.close();
    }
  });

  it(`a member who already has ${SOCKETS_PER_USER} sockets cannot claim one more`, async () => {
    const m = await createMember(t.db, 'unbound-many');
    const mine: WebSocket[] = [];
    const outcomes = await Promise.all(
      Array.from({ length: SOCKETS_PER_USER }, () => open(mine, { authorization: `Bearer ${m.token}` })),
    );
    expect(outcomes.every((o) => o === 'open')).toBe(true);
    const extra = await connect(base, {});
    expect((await bind(extra.clientId, m.token)).body).toMatchObject({ code: -1, error_code: 'CHAT_CONNECTION_GONE' });
    expect(await closeCode(extra)).toBe(CHAT_CLOSE.tooManySockets);
    await closeAll(mine);
  });

  it('a claimed socket ends with the session that claimed it', async () => {
    const m = await createMember(t.db, 'unbound-logout');
    const s = await connect(base, {});
    expect((await bind(s.clientId, m.token)).body.error_code).toBe('SERVICER_OFFLINE');
    expect((await t.call(logoutEndpoint, {}, { token: m.token })).body.code).toBe(0);
    expect(await closeCode(s)).toBe(CHAT_CLOSE.sessionEnded);
  });
});
