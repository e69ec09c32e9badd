import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@zay/contract';
import { createTestApp, WEB_APP_TIMEOUT, webBuildDir, type TestApp } from '../test/test-app';
import { seedFixtures } from '../test/fixtures';
import { createMember } from '../test/members';

/** Issue 19 §9: broken requests get a clear 4xx in the envelope, never a 500 or framework text. */
let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedFixtures(t.db);
  token = (await createMember(t.db, 'guard1')).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

/** Raw bytes to the listening server; resolves with everything it answered before closing. */
function raw(bytes: string | Buffer, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.setTimeout(timeoutMs, () => reject(new Error('no answer')));
    socket.write(bytes);
  });
}
function parse(answer: string) {
  const [head, body] = [answer.slice(0, answer.indexOf('\r\n\r\n')), answer.slice(answer.indexOf('\r\n\r\n') + 4)];
  return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) };
}

describe('broken HTTP answers in the envelope', () => {
  it.each([
    ['a bad Content-Length', 'POST /api/website/info HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400],
    [
      'two Content-Lengths',
      'POST /api/website/info HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      400,
    ],
    ['a bad request line', 'GET /api/website/info HTTX/9\r\n\r\n', 400],
    ['oversized headers', `GET /index HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s', async (_name, request, status) => {
    const res = parse(await raw(request));
    expect(res.status).toBe(status);
    expect(res.head).toMatch(/content-type: application\/json/i);
    expect(res.body).toMatchObject({ code: expect.any(Number), data: null, error_code: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toMatch(/Client Error|statusCode|HPE_/);
  });

  it('answers in the language the broken request asked for when it can be read', async () => {
    const res = parse(
      await raw(`GET /index HTTP/1.1\r\nHost: x\r\nAccept-Language: zh-CN\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(res.body.message).toBe(message('zh-cn', 'HEADERS_TOO_LARGE'));
  });

  it('bad %-encoding in the URL is an envelope: HTTP 200 on an API path, 400 on a page', async () => {
    for (const [url, status] of [
      ['/api/goods/detail%zz', 200],
      ['/api/%E0%A4%A', 200],
      ['/sku-%c0', 400],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, payload: {}, headers: { 'accept-language': 'en-US' } });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ data: null, error_code: expect.any(String) });
      expect(res.body).not.toContain('is not a valid url component');
    }
  });

  it('a deeply nested JSON body is refused or ignored, never a 500', async () => {
    const deep = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/lists',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: deep,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toHaveProperty('code');
  });
});

describe('refusals before the body is read', () => {
  it('close the connection instead of reading the rest of a refused upload', async () => {
    const answer = await raw(
      'POST /api/upload/chatimg HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\n' +
        'Content-Length: 1000000\r\n\r\n--b\r\n',
    );
    // The refusal travels as 200 (ADR 034), and still closes the connection.
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"error_code":"TOKEN_NOT_EXIST"');
    expect(answer).toMatch(/connection: close/i);
  });
});

describe('malformed multipart on both uploads', () => {
  const bodies: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', '--x\r\n'],
    [
      'cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n',
    ],
    ['broken part header', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition\r\n\r\nhello\r\n--x--\r\n'],
    ['garbage', 'multipart/form-data; boundary=x', '\u0000\u0001\u0002garbage'],
  ];
  for (const url of ['/api/upload/payproof', '/api/upload/chatimg']) {
    it.each(bodies)(`${url}: %s`, async (_name, type, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type, authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: null, error_code: expect.any(String) });
    });
  }
});

describe('web pages refuse methods and bodies their actions do not take', () => {
  let web: TestApp;
  beforeAll(async () => {
    // With or without a web build: the guard answers before anything renders.
    web = await createTestApp({ WEB_BUILD_DIR: webBuildDir() }, { web: true });
  }, WEB_APP_TIMEOUT);
  afterAll(() => web?.close());

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s /cart and /sku-1 → 405 with Allow', async (method) => {
    for (const url of ['/cart', '/sku-1', '/index']) {
      const res = await web.app.inject({ method, url, payload: 'a=1', headers: { 'accept-language': 'en-US' } });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.json().message).toBe(message('en-us', 'METHOD_NOT_ALLOWED'));
    }
  });

  it.each([
    ['deep JSON', 'application/json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['JSON', 'application/json', '{"action":"add"}'],
    ['text', 'text/plain', 'hello'],
    ['multipart', 'multipart/form-data; boundary=x', '--x--'],
    ['no type', '', ''],
  ])('POST a %s body to a page → 415', async (_name, type, payload) => {
    for (const url of ['/cart', '/sku-1']) {
      const headers: Record<string, string> = { 'accept-language': 'en-US' };
      if (type) headers['content-type'] = type;
      const res = await web.app.inject({ method: 'POST', url, payload, headers });
      expect(res.statusCode).toBe(415);
      expect(res.json().error_code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('member pages are never stored (issue 19 §10)', async () => {
    for (const url of ['/member', '/member/index', '/member/order_list?status=1']) {
      const res = await web.app.inject({ method: 'GET', url, headers: { cookie: 'zay_token=abc' } });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('API routes and the sandbox wallet are not affected', async () => {
    const res = await web.app.inject({ method: 'POST', url: '/api/website/info', payload: {} });
    expect(res.statusCode).toBe(200);
    const api404 = await web.app.inject({ method: 'PUT', url: '/api/nothing' });
    expect(api404.statusCode).toBe(200);
  });
});

describe('pages under a Host the site does not serve (issue 19 §6)', () => {
  let web: TestApp;
  beforeAll(async () => {
    const noPages = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-noweb-'));
    web = await createTestApp(
      { PUBLIC_ORIGIN: 'https://zay.example', PORT: '4199', WEB_BUILD_DIR: noPages },
      { web: true },
    );
  });
  afterAll(() => web?.close());

  it('GET goes to the public origin; other methods are refused; nothing is rendered', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await web.app.inject({ method: 'GET', url: '/index?x=1', headers: { host: `made-up-${i}.example` } });
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe('https://zay.example/index?x=1');
    }
    const post = await web.app.inject({
      method: 'POST',
      url: '/cart',
      headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(post.statusCode).toBe(421);
  });

  it('the site’s own hosts and the API are served as before', async () => {
    for (const host of ['zay.example', 'ZAY.example', '127.0.0.1:4199', 'localhost:4199']) {
      const res = await web.app.inject({ method: 'GET', url: '/index', headers: { host } });
      expect(res.statusCode).not.toBe(308);
    }
    const api = await web.app.inject({ method: 'POST', url: '/api/website/info', headers: { host: 'other.example' } });
    expect(api.statusCode).toBe(200);
  });
});
