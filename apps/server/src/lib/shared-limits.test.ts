import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_CLOSE,
  CHAT_SAY_BURST,
  chatImageUploadEndpoint,
  chatSayEndpoint,
  verifyInfoEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedFixtures } from '../test/fixtures';
import { createMember } from '../test/members';
import { uploadFile } from '../test/uploads';
import { WebSocket } from 'ws';
import { listen } from '../modules/chat/chat-test-kit';
import { SOCKETS_PER_USER } from '../modules/chat/chat-conn';
import { addVerifier } from '../modules/trade/verification/verification.service';

/**
 * Two apps — two processes — on one database and one Redis, with a key prefix of this test's
 * own: the chat's sockets per member, chat sends, uploads and code guessing are counted once
 * across both (issue 33 §4, ADR 105). Per process, each limit would let twice as much through.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const tag = randomBytes(6).toString('hex');
let a: TestApp;
let b: TestApp;
let shop: number;
const sockets: WebSocket[] = [];

/** 'open' once `init` arrives, else the close code; the socket is kept for the end. */
function opened(base: string, token: string) {
  return new Promise<'open' | number>((resolve) => {
    const ws = new WebSocket(`${base}/ws/chat`, { headers: { authorization: `Bearer ${token}` } });
    sockets.push(ws);
    ws.once('message', () => resolve('open'));
    ws.once('close', (code) => resolve(code));
    ws.on('error', () => undefined);
  });
}

const errorsOf = (answers: { body: { error_code?: string } }[]) => answers.map((r) => r.body.error_code ?? 'ok');
const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;

beforeAll(async () => {
  const env = {
    REDIS_URL,
    REDIS_PREFIX: `zay-test:${tag}`,
    CHAT_REDIS_PREFIX: `zay-test:${tag}:chat`,
    WALLET_SANDBOX_SECRET: 'shared-limits-test-wallet-secret',
    RATE_LIMIT_PER_MINUTE: '0',
  };
  a = await createTestApp(env);
  b = await createTestApp(env, { handle: a.db });
  shop = (await seedFixtures(a.db)).open1;
}, 60_000);

afterAll(async () => {
  for (const ws of sockets) ws.close();
  await b?.close();
  await a?.close();
});

describe('limits counted once across two processes sharing Redis', () => {
  it(`chat sends: a burst of ${CHAT_SAY_BURST} in all, not per process`, async () => {
    const m = await createMember(a.db, `lim-say-${tag}`);
    const answers = await Promise.all(
      Array.from({ length: 4 * CHAT_SAY_BURST }, (_, i) =>
        (i % 2 ? b : a).call(
          chatSayEndpoint,
          { site_id: shop, content_type: 0, message: `hi ${i}` },
          { token: m.token },
        ),
      ),
    );
    const codes = errorsOf(answers);
    const ok = count(codes, 'ok');
    // 5 a second refill while the calls run: a few more than the burst, never two bursts.
    expect(ok).toBeGreaterThanOrEqual(CHAT_SAY_BURST);
    expect(ok).toBeLessThan(2 * CHAT_SAY_BURST);
    expect(count(codes, 'RATE_LIMITED')).toBe(codes.length - ok);
  });

  it('uploads: the burst of 10 is one bucket across both', async () => {
    const m = await createMember(a.db, `lim-up-${tag}`);
    // Not a picture: refused after the bucket was taken, without any encoding.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        uploadFile(i % 2 ? b : a, chatImageUploadEndpoint.path, m.token, Buffer.from('not a picture'), {
          headers: { 'accept-language': 'en-US' },
        }),
      ),
    );
    const codes = errorsOf(answers);
    const taken = count(codes, 'UPLOAD_TYPE_INVALID');
    expect(taken).toBeGreaterThanOrEqual(10);
    expect(taken).toBeLessThanOrEqual(12);
    expect(count(codes, 'RATE_LIMITED')).toBe(24 - taken);
  });

  it('guessing redemption codes: 20 look-ups in all, then RATE_LIMITED on both', async () => {
    const m = await createMember(a.db, `lim-code-${tag}`);
    await addVerifier(a.ctx(), shop, m.id, 'Guesser');
    const answers = await Promise.all(
      Array.from({ length: 36 }, (_, i) =>
        (i % 2 ? b : a).call(verifyInfoEndpoint, { verify_code: String(100000000000 + i) }, { token: m.token }),
      ),
    );
    const codes = errorsOf(answers);
    const looked = count(codes, 'VERIFY_CODE_NOT_FOUND');
    expect(looked).toBeGreaterThanOrEqual(20);
    expect(looked).toBeLessThanOrEqual(21);
    expect(count(codes, 'RATE_LIMITED')).toBe(36 - looked);
  });

  it(`chat sockets: ${SOCKETS_PER_USER} per member on all processes; one closed frees a seat`, async () => {
    const m = await createMember(a.db, `lim-sock-${tag}`);
    const [wsA, wsB] = [await listen(a), await listen(b)];
    const outcomes = [];
    for (let i = 0; i < SOCKETS_PER_USER; i++) outcomes.push(await opened(i % 2 ? wsB : wsA, m.token));
    expect(outcomes.every((o) => o === 'open')).toBe(true);
    expect(await opened(wsB, m.token)).toBe(CHAT_CLOSE.tooManySockets);
    expect(await opened(wsA, m.token)).toBe(CHAT_CLOSE.tooManySockets);
    // One of A's closes: B may open one more.
    sockets[0]!.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(await opened(wsB, m.token)).toBe('open');
  });
});
