import fs from 'node:fs';
import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './lib/app-error';
import { API_PREFIXES } from './lib/api-paths';
import { registerRequestLog } from './lib/logging';
import { setConfig } from './modules/site/config/config.service';
import { registerErrorHandling } from './plugins/errors';
import { createTestApp, WEB_APP_TIMEOUT, webBuildDir, type TestApp } from './test/test-app';
import { createMember } from './test/members';
import { CLIENT, CLIENT_HEADERS } from './test/family-client';

/**
 * Issue 13 "Transport" and `chat/bye`, called the way an existing client of this API family
 * calls Zay: from its own origin (listed in CORS_ORIGINS), `token` in the body, no cookie, and it
 * reads `code` / `error_code` only from a 2xx body (ADR 034).
 */
let t: TestApp;
let member: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: CLIENT, ADDONS: 'seckill,manjian,city' });
  member = await createMember(t.db, 'family');
});
afterAll(() => t.close());

/** A POST as the client sends it; `token` goes in the body when given. */
function call(app: FastifyInstance, url: string, body: object = {}, opts: Omit<InjectOptions, 'url'> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    ...opts,
    headers: { ...CLIENT_HEADERS, ...opts.headers },
  });
}

function expectFailure(res: Awaited<ReturnType<typeof call>>, code: number, errorCode: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
  expect(res.json()).toMatchObject({ code, data: null, error_code: errorCode, message: expect.any(String) });
}

describe('every handled outcome of an API call is HTTP 200 with the envelope', () => {
  it('business failures and not found', async () => {
    expectFailure(
      await call(t.app, '/api/cart/add', { token: member.token, sku_id: 999_999, num: 1 }),
      -1,
      'GOODS_NOT_FOUND',
    );
    expectFailure(await call(t.app, '/api/shop/info', { site_id: 999 }), -1, 'SHOP_NOT_FOUND');
    expectFailure(await call(t.app, '/api/nope/nothing'), -1, 'NOT_FOUND');
    expectFailure(await call(t.app, '/servicer/api/nope'), -1, 'NOT_FOUND');
  });

  it('validation: parameters, broken JSON, a body too large, a body that is not JSON', async () => {
    expectFailure(await call(t.app, '/api/adv/detail', {}), -10006, 'PARAMETER_ERROR');
    const json = { 'content-type': 'application/json' };
    expectFailure(
      await call(t.app, '/api/website/info', undefined, { payload: '{"oops', headers: json }),
      -10006,
      'INVALID_JSON',
    );
    const big = { keyword: 'a', pad: 'x'.repeat(1_100_000) };
    expectFailure(await call(t.app, '/api/adv/detail', big), -10006, 'PAYLOAD_TOO_LARGE');
    const xml = { 'content-type': 'application/xml' };
    expectFailure(
      await call(t.app, '/api/website/info', undefined, { payload: '<a/>', headers: xml }),
      -10006,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('token errors, so the client runs its logout path', async () => {
    expectFailure(await call(t.app, '/api/member/info'), -1, 'TOKEN_NOT_EXIST');
    expectFailure(await call(t.app, '/api/member/info', { token: 'not-a-token' }), -10009, 'TOKEN_ERROR');
    const late = await createMember(t.db, 'family-late');
    await t.db.db.updateTable('member_token').set({ expire_time: 1 }).where('member_id', '=', late.id).execute();
    expectFailure(await call(t.app, '/api/member/info', { token: late.token }), -10010, 'TOKEN_EXPIRE');
    const ok = await call(t.app, '/api/member/info', { token: member.token });
    expect(ok.json()).toMatchObject({ code: 0, data: { member_id: member.id } });
  });

  it('SITE_CLOSE while the site is closed', async () => {
    await setConfig(t.db.db, 'site_info', { title: 'Zay Test', web_status: 0, close_reason: 'maintenance' });
    try {
      expectFailure(await call(t.app, '/api/pc/floors'), -3, 'SITE_CLOSE');
    } finally {
      await setConfig(t.db.db, 'site_info', { title: 'Zay Test', web_status: 1 });
    }
  });

  it('a rate limit keeps 429', async () => {
    const limited = await createTestApp({ CORS_ORIGINS: CLIENT, RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const hit = () => call(limited.app, '/api/pc/floors', {}, { remoteAddress: '203.0.113.7' });
      for (let i = 0; i < 2; i++) expect((await hit()).statusCode).toBe(200);
      const res = await hit();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: -1, error_code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });

  it('the log still records the code and error_code of a failure, in one line', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    registerErrorHandling(app);
    app.post('/api/refuse', async () => {
      throw new AppError('TOKEN_ERROR');
    });
    const res = await app.inject({ method: 'POST', url: '/api/refuse', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request refused',
        status: 200,
        meaning: 401,
        code: -10009,
        error_code: 'TOKEN_ERROR',
      }),
    ]);
    await app.close();
  });
});

describe('every path under an API prefix answers the JSON envelope, never a web page', () => {
  let web: TestApp;
  const built = fs.existsSync('./apps/web/build/server/index.js');
  beforeAll(async () => {
    web = await createTestApp({ WEB_BUILD_DIR: webBuildDir(), CORS_ORIGINS: CLIENT }, { web: true });
  }, WEB_APP_TIMEOUT);
  afterAll(() => web?.close());

  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
  it.each(API_PREFIXES)('%s… for any method', async (prefix) => {
    expect(API_PREFIXES.length).toBe(14);
    for (const method of methods) {
      const res = await web.app.inject({ method, url: `${prefix}nothing/here`, headers: { origin: CLIENT } });
      expect(res.statusCode, `${method} ${prefix}`).toBe(200);
      expect(res.headers['content-type'], `${method} ${prefix}`).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ code: -1, data: null, error_code: 'NOT_FOUND' });
    }
  });

  it.runIf(built)('while the web app answers pages beside them (the same words, no /api/)', async () => {
    const page = await web.app.inject({ method: 'GET', url: '/coupon/nothing/here' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('a call asked with another method than its own is an envelope too', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/api/website/info', headers: { origin: CLIENT } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: -1, error_code: 'NOT_FOUND' });
  });
});

describe('addon/addonisexit', () => {
  it('reports 1 only for an addon in ADDONS whose calls exist', async () => {
    const addons = (await call(t.app, '/api/addon/addonisexit')).json().data;
    // manjian, seckill: listed, their calls exist. city: listed, and its calls are the core's own
    // (address/city, website/*; ADR 067). coupon: its calls exist, not listed here. groupbuy: neither.
    expect(addons).toMatchObject({ manjian: 1, seckill: 1, city: 1, groupbuy: 0, coupon: 0 });
    const unlisted = await createTestApp({ ADDONS: 'seckill' });
    try {
      expect((await call(unlisted.app, '/api/addon/addonisexit')).json().data).toMatchObject({ manjian: 0 });
    } finally {
      await unlisted.close();
    }
  });
});

describe('chat/bye', () => {
  it('without parameters answers success and does nothing, with or without a token', async () => {
    for (const body of [{ token: member.token }, {}]) {
      const res = await call(t.app, '/servicer/api/chat/bye', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 0, data: {} });
    }
  });
});
