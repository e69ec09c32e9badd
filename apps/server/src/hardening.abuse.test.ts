import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  CHAT_CLOSE,
  goodsPageEndpoint,
  LOGIN_RATE_PER_MINUTE,
  loginEndpoint,
  loginMobileCodeEndpoint,
  loginMobileEndpoint,
  memberInfoEndpoint,
  offlinePayEndpoint,
  orderCreateEndpoint,
  siteInfoEndpoint,
} from '@zay/contract';
import type { TestApp } from './test/test-app';
import { hashPassword } from './lib/password';
import { setConfig } from './modules/site/config/config.service';
import { addGoods, addShop, buyer, type Buyer, oneShopApp } from './modules/trade/checkout/order-test-kit';
import { createServicer, listen } from './modules/chat/chat-test-kit';
import { SOCKETS_PER_USER } from './modules/chat/chat-conn';
import { ANONYMOUS_ALL_ROWS } from './plugins/endpoints';
import { lastSmsCode } from './test/auth-codes';
import { TEST_BANK, uploadPayProof } from './test/uploads';

/** Issue 19 §10, the smaller ones: login limits by account, no-store, private proofs, bounded "all", socket cap, CSP. */
let t: TestApp;
let shop: number;
let sku: number;

beforeAll(async () => {
  ({ t, shop, sku } = await oneShopApp('Proof Shop', { price: 1000_00, stock: 100 }, { CAPTCHA_ENABLED: 'false' }));
});
afterAll(() => t.close());

describe('password login is limited per account, whatever the alias', () => {
  it('username and mobile share one budget; SMS login stays open', async () => {
    const mobile = '09421111222';
    await t.db.db
      .insertInto('member')
      .values({ username: 'aliasuser', mobile, nickname: 'a', status: 1, password: await hashPassword('Right123') })
      .execute();
    const login = (username: string, ip: string) =>
      t.call(
        loginEndpoint,
        { username, password: 'Wrong1234', captcha_id: '', captcha_code: '' },
        { lang: 'en-us', remoteAddress: ip },
      );
    // Each guess from a different address, so only the account's budget counts.
    let refused = 0;
    for (let i = 0; i < 2 * LOGIN_RATE_PER_MINUTE; i++) {
      const res = await login(i % 2 ? 'AliasUser' : mobile, `10.0.${i}.1`);
      if (res.body.error_code === 'RATE_LIMITED') refused++;
    }
    expect(refused).toBe(LOGIN_RATE_PER_MINUTE);
    // SMS login still works for the owner during the lockout.
    const sent = await t.call(loginMobileCodeEndpoint, { mobile, captcha_id: '', captcha_code: '' });
    expect(sent.body.code).toBe(0);
    const code = await lastSmsCode(t.db, mobile);
    const ok = await t.call(loginMobileEndpoint, { mobile, key: sent.body.data.key, code });
    expect(ok.body.code).toBe(0);
  });
});

describe('personal answers are never stored', () => {
  it('the login answer with its token, member API answers, and member pages carry no-store', async () => {
    const b = await buyer(t, 'nostore1');
    const info = await t.call(memberInfoEndpoint, {}, { headers: { authorization: `Bearer ${b.token}` } });
    expect(info.headers['cache-control']).toBe('no-store');
    await t.db.db
      .insertInto('member')
      .values({ username: 'nostore2', nickname: 'n', status: 1, password: await hashPassword('Right123') })
      .execute();
    const login = await t.call(loginEndpoint, { username: 'nostore2', password: 'Right123' });
    expect(login.body.data.token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('bank-transfer proofs are private', () => {
  const upload = (b: Buyer) => uploadPayProof(t, b.token);
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('served to the buyer and the shop it pays, never to others, never cached', async () => {
    await setConfig(t.db.db, 'pay_config', {
      offlinepay: { enabled: 1, ...TEST_BANK },
      balance: { enabled: 1 },
      wechatpay: { enabled: 1 },
      alipay: { enabled: 1 },
    });
    const b = await buyer(t, 'proofowner');
    const out = (await b.call(orderCreateEndpoint, { sku_id: sku, num: 1 })).body.data;
    const pic = await upload(b);
    expect((await b.call(offlinePayEndpoint, { out_trade_no: out, imgs: [pic] })).body.code).toBe(0);
    const url = `/${pic}`; // stored paths are relative (ADR 044)

    const mine = await get(url, { authorization: `Bearer ${b.token}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');

    const staff = await createServicer(t.db, shop, 'proofstaff');
    const seen = await get(url, { cookie: `zay_servicer_token=${staff.token}` });
    expect(seen.statusCode).toBe(200);

    const otherShop = await addShop(t.db.db, 'Other Shop');
    const stranger = await createServicer(t.db, otherShop, 'otherstaff');
    expect((await get(url, { cookie: `zay_servicer_token=${stranger.token}` })).statusCode).toBe(404);
    const other = await buyer(t, 'proofthief', false);
    expect((await get(url, { authorization: `Bearer ${other.token}` })).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url.replace('/upload/payproof/', '/upload/x/../payproof/'))).statusCode).toBe(404);
    expect((await get(url.replace('/upload/payproof/', '/upload/%70ayproof/'))).statusCode).toBe(404);
  });
});

describe('page_size 0 is bounded for anonymous callers', () => {
  it(`answers at most ${ANONYMOUS_ALL_ROWS} goods`, async () => {
    const many = ANONYMOUS_ALL_ROWS + 5;
    for (let i = 0; i < many; i++) await addGoods(t.db.db, shop, { price: 100_00, stock: 1 });
    const anon = await t.call(goodsPageEndpoint, { page: 1, page_size: 0 });
    expect(anon.body.data.list.length).toBeLessThanOrEqual(ANONYMOUS_ALL_ROWS);
    expect(anon.body.data.page_count).toBeGreaterThan(1);
  });
});

describe('chat sockets per member', () => {
  it(`at most ${SOCKETS_PER_USER}; one more is closed with ${CHAT_CLOSE.tooManySockets}`, async () => {
    const base = await listen(t);
    const b = await buyer(t, 'sockets1', false);
    const sockets: WebSocket[] = [];
    /** 'open' once the server's init arrives, else the code it closed the socket with. */
    const open = () =>
      new Promise<'open' | number>((resolve) => {
        const ws = new WebSocket(`${base}/ws/chat`, { headers: { authorization: `Bearer ${b.token}` } });
        sockets.push(ws);
        ws.once('message', () => resolve('open'));
        ws.once('close', (code) => resolve(code));
        ws.on('error', () => undefined);
      });
    // In parallel: the count is taken before any await, so no upgrade slips past it.
    const outcomes = await Promise.all(Array.from({ length: SOCKETS_PER_USER + 3 }, open));
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(SOCKETS_PER_USER);
    expect(outcomes.filter((o) => o === CHAT_CLOSE.tooManySockets)).toHaveLength(3);
    // A closed socket frees its place.
    sockets[outcomes.indexOf('open')]!.close();
    await new Promise((r) => setTimeout(r, 200));
    expect(await open()).toBe('open');
    for (const ws of sockets) ws.close();
  });
});

describe('the CSP names only the site’s own socket origin', () => {
  it('connect-src has ws(s)://this host, not every ws: origin', async () => {
    const res = await t.call(siteInfoEndpoint, {}, { headers: { host: 'shop.example:8080' } });
    const csp = String(res.headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(csp)![1]!;
    expect(connect.split(' ')).toEqual(["'self'", 'ws://shop.example:8080']);
    const evil = await t.call(siteInfoEndpoint, {}, { headers: { host: 'a b;script-src *' } });
    expect(String(evil.headers['content-security-policy'])).toMatch(/connect-src 'self' 'self'/);
  });
});
