import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_CLOSE,
  CHAT_SAY_BURST,
  chatBindEndpoint,
  chatHasServicersEndpoint,
  chatSayEndpoint,
  servicerInfoEndpoint,
  servicerLoginEndpoint,
  servicerLogoutEndpoint,
  workbenchSayEndpoint,
} from '@zay/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedFixtures } from '../../test/fixtures';
import { createMember } from '../../test/members';
import { connect, createServicer, eventually, listen, refusedStatus } from './chat-test-kit';

let t: TestApp;
let base: string;
let host: string;
let shop: number;
let alice: { id: number; token: string };
let sv: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
  shop = (await seedFixtures(t.db)).open1;
  alice = await createMember(t.db, 'alice');
  sv = await createServicer(t.db, shop, 'sv-one');
  base = await listen(t);
  host = base.replace('ws://', 'http://');
});
afterAll(() => t.close());

describe('chat socket upgrade', () => {
  it('refuses a foreign Origin, accepts the site itself and CORS_ORIGINS', async () => {
    expect(await refusedStatus(base, { token: alice.token, origin: 'https://evil.example' })).toBe(403);
    const same = await connect(base, { token: alice.token, origin: host });
    const partner = await connect(base, { token: alice.token, origin: 'https://partner.example' });
    await Promise.all([same.close(), partner.close()]);
  });

  it('refuses upgrades with a token that is not valid, a servicer without one, and a member token as a servicer', async () => {
    expect(await refusedStatus(base, { token: 'not-a-token' })).toBe(401);
    expect(await refusedStatus(base, { queryToken: 'not-a-token' })).toBe(401);
    expect(await refusedStatus(base, { role: 'servicer' })).toBe(401);
    expect(await refusedStatus(base, { token: alice.token, role: 'servicer' })).toBe(401);
    expect(await refusedStatus(base, { token: sv.token })).toBe(401);
    // The browser's way: the session cookie.
    const byCookie = await connect(base, { cookie: `zay_token=${alice.token}`, origin: host });
    const servicerByCookie = await connect(base, {
      cookie: `zay_servicer_token=${sv.token}`,
      role: 'servicer',
      origin: host,
    });
    const servicerByQuery = await connect(base, { queryToken: sv.token, role: 'servicer' });
    await Promise.all([byCookie.close(), servicerByCookie.close(), servicerByQuery.close()]);
  });
});

describe('chat socket frames', () => {
  it('drops unknown, malformed, binary and oversized frames and keeps serving the socket', async () => {
    const s = await connect(base, { token: sv.token, role: 'servicer' });
    const buyer = await connect(base, { token: alice.token });
    for (const junk of ['{"type":"say","data":{}}', 'not json', '{"type":"ping","x":1}', 'x'.repeat(5000)])
      buyer.ws.send(junk);
    buyer.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    buyer.ws.send('ping');
    buyer.ws.send(JSON.stringify({ type: 'ping' }));
    const bind = await t.call(chatBindEndpoint, { client_id: buyer.clientId, site_id: shop }, { token: alice.token });
    expect(bind.body.code).toBe(0);
    const res = await t.call(
      workbenchSayEndpoint,
      { member_id: alice.id, content_type: 0, message: 'still here' },
      { token: sv.token },
    );
    expect((await buyer.next('string')).data.id).toBe(res.body.data.id);
    expect(buyer.frames.map((f) => f.type)).toEqual(['init', 'string']);
    await Promise.all([s.close(), buyer.close()]);
  });

  it('closes a client that floods past the frame rate limit', async () => {
    const buyer = await connect(base, { token: alice.token });
    for (let i = 0; i < 200; i++) buyer.ws.send('ping');
    expect(await buyer.closed).toBe(CHAT_CLOSE.rateLimited);
  });

  it('limits say calls per sender', async () => {
    const bob = await createMember(t.db, 'bob');
    // Sent together, so the bucket cannot refill in between (5 a second, bursts of 10).
    const results = await Promise.all(
      Array.from({ length: CHAT_SAY_BURST + 10 }, (_, i) =>
        t.call(
          chatSayEndpoint,
          { site_id: shop, content_type: 0, message: `n${i}` },
          { token: bob.token, lang: 'en-us' },
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 200).length;
    const limited = results.filter((r) => r.status === 429);
    expect(ok).toBeGreaterThanOrEqual(CHAT_SAY_BURST);
    expect(ok).toBeLessThanOrEqual(CHAT_SAY_BURST + 3);
    expect(limited.length).toBe(results.length - ok);
    expect(limited[0]!.body).toMatchObject({ code: -1, message: 'Too many requests, please try again later' });
    const stored = await t.db.db.selectFrom('chat_message').select('id').where('member_id', '=', bob.id).execute();
    expect(stored).toHaveLength(ok);
  });
});

describe('servicer sessions', () => {
  it('logs in with username and password, answers info, logs out and closes the sockets', async () => {
    const bad = await t.call(servicerLoginEndpoint, { username: 'sv-one', password: 'wrong' }, { lang: 'en-us' });
    expect(bad.body).toMatchObject({ code: -1, message: 'Wrong account or password' });
    // Injected as such, for the parsed cookies of the answer.
    const res = await t.app.inject({
      method: 'POST',
      url: servicerLoginEndpoint.path,
      payload: { username: 'SV-ONE', password: 'Servicer@2026', lang: 'en-us' },
    });
    const body = res.json();
    expect(body).toMatchObject({
      code: 0,
      message: 'Login successful',
      data: { servicer: { servicer_id: sv.id, site_id: shop, shop_name: 'Shwe Mart' } },
    });
    const cookie = res.cookies.find((c) => c.name === 'zay_servicer_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const token = body.data.token as string;

    const info = await t.call(servicerInfoEndpoint, {}, { headers: { cookie: `zay_servicer_token=${token}` } });
    expect(info.body.data).toMatchObject({ servicer_id: sv.id, username: 'sv-one', logo: 'upload/s.png' });
    const foreign = await t.call(
      servicerInfoEndpoint,
      {},
      { headers: { cookie: `zay_servicer_token=${token}`, origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(200);

    const s = await connect(base, { token, role: 'servicer' });
    await eventually(
      async () => (await t.call(chatHasServicersEndpoint, { site_id: shop })).body.data.online_count === 1,
    );
    expect((await t.call(servicerLogoutEndpoint, {}, { token })).body.code).toBe(0);
    expect(await s.closed).toBe(CHAT_CLOSE.sessionEnded);
    expect((await t.call(servicerInfoEndpoint, {}, { token })).body.error_code).toBe('TOKEN_ERROR');
    expect((await t.call(servicerInfoEndpoint, {})).body.error_code).toBe('TOKEN_NOT_EXIST');
    expect((await t.call(chatHasServicersEndpoint, { site_id: shop })).body.data.online_count).toBe(0);
  });
});
