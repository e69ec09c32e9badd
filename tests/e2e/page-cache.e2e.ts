import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { api } from './lib/api';

// The web host's micro-cache of visitors' pages (ADR 011), against the built server.
const origin = inject('origin');

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

/** The raw bytes as sent (fetch would undo the gzip itself). */
function getRaw(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const cspNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const pageNonces = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];

describe('visitor page cache', () => {
  it('serves a repeat visit from the cache, with its own CSP nonce in the header and the page', async () => {
    const goods = await api(origin, '/api/goodssku/page', { page: 1, page_size: 1 });
    const path = `/sku-${goods.list[0].sku_id}?cache-test=${Date.now()}`;
    const first = await get(path, { 'accept-language': 'en' });
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('x-page-cache')).toBe('miss');
    const second = await get(path, { 'accept-language': 'en' });
    expect(second.res.headers.get('x-page-cache')).toBe('hit');

    const summary = ({ res, body }: { res: Response; body: Buffer }) => ({
      csp: cspNonce(res) ?? '',
      nonces: pageNonces(body.toString()),
    });
    const a = summary(first);
    const b = summary(second);
    expect(a.csp && b.csp).toBeTruthy();
    expect(a.csp).not.toBe(b.csp);
    expect(a.nonces).toEqual([a.csp]);
    expect(b.nonces).toEqual([b.csp]);
    // Apart from the nonce, the same page.
    expect(second.body.toString().replaceAll(b.csp, 'N')).toBe(first.body.toString().replaceAll(a.csp, 'N'));

    // Gzipped from the cache: the same page again, with yet another nonce.
    const zipped = await getRaw(path, { 'accept-language': 'en', 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['x-page-cache']).toBe('hit');
    const html = zlib.gunzipSync(zipped.body).toString();
    const nonce = /'nonce-([^']+)'/.exec(String(zipped.headers['content-security-policy']))![1]!;
    expect(pageNonces(html)).toEqual([nonce]);
    expect(html.replaceAll(nonce, 'N')).toBe(first.body.toString().replaceAll(a.csp, 'N'));
  });

  it('renders a page once for visitors who ask for it at the same time', async () => {
    const path = `/list?cache-test=${Date.now()}`;
    const states = await Promise.all(
      Array.from({ length: 6 }, () => get(path).then(({ res }) => res.headers.get('x-page-cache'))),
    );
    expect(states.filter((s) => s === 'miss')).toHaveLength(1);
    expect(states.filter((s) => s === 'hit')).toHaveLength(5);
  });

  it('keeps languages apart', async () => {
    const path = `/index?cache-test=${Date.now()}`;
    const en = await get(path, { cookie: 'zay_lang=en-us' });
    const zh = await get(path, { cookie: 'zay_lang=zh-cn' });
    expect(zh.res.headers.get('x-page-cache')).toBe('miss');
    expect(en.body.toString()).toContain('<html lang="en"');
    expect(zh.body.toString()).toContain('<html lang="zh-CN"');
    expect((await get(path, { cookie: 'zay_lang=zh-cn' })).res.headers.get('x-page-cache')).toBe('hit');
  });

  it('renders afresh for a session cookie and never keeps a page that sets a cookie', async () => {
    const path = `/index?cache-test=${Date.now()}`;
    // A token the API refuses: the page deletes it with Set-Cookie.
    const member = await get(path, { cookie: 'zay_token=not-a-token' });
    expect(member.res.status).toBe(200);
    expect(member.res.headers.get('x-page-cache')).toBeNull();
    expect(member.res.headers.get('set-cookie')).toContain('zay_token=;');
    const again = await get(path, { cookie: 'zay_token=not-a-token' });
    expect(again.res.headers.get('x-page-cache')).toBeNull();
    // A visitor of the same address is not served the member's render.
    expect((await get(path)).res.headers.get('x-page-cache')).toBe('miss');
  });

  it('gzips pages it does not cache as they stream', async () => {
    const res = await getRaw(`/index?cache-test=${Date.now()}`, {
      cookie: 'zay_token=not-a-token',
      'accept-encoding': 'gzip',
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-page-cache']).toBeUndefined();
    expect(zlib.gunzipSync(res.body).toString()).toMatch(/<\/html>$/);
  });

  it('sends brotli to a browser that takes it', async () => {
    const res = await getRaw(`/index?cache-test=br-${Date.now()}`, {
      cookie: 'zay_token=not-a-token',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString()).toMatch(/<\/html>$/);
  });
});
