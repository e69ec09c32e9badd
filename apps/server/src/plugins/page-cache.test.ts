import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { cachePage, PageCache, pageBody, pageBodyGzip, pageCacheKey, type PageRequest } from './page-cache';

const visitor: PageRequest = {
  method: 'GET',
  url: '/sku-12',
  host: 'shop.test',
  cookie: undefined,
  authorization: undefined,
};

const OLD = 'b2xkTm9uY2VvbGROb25jZQ==';
const NEW = 'bmV3Tm9uY2VuZXdOb25jZQ==';

function page(body: string, nonce = OLD, ttl = 1000) {
  return cachePage(200, [['content-type', 'text/html; charset=utf-8']], Buffer.from(body), nonce, ttl);
}

describe('pageCacheKey', () => {
  it('keys a visitor page by host, language and URL', () => {
    expect(pageCacheKey(visitor)).toBe('shop.test\nmd-mm\n/sku-12');
    expect(pageCacheKey({ ...visitor, cookie: 'zay_lang=zh-cn' })).toBe('shop.test\nzh-cn\n/sku-12');
    expect(pageCacheKey({ ...visitor, cookie: 'zay_lang=xx' })).toBe('shop.test\nmd-mm\n/sku-12');
    expect(pageCacheKey({ ...visitor, url: '/sku-12?evaluate_page=2' })).toBe(
      'shop.test\nmd-mm\n/sku-12?evaluate_page=2',
    );
  });

  it('renders afresh for sessions, other cookies, credentials and anything but GET', () => {
    expect(pageCacheKey({ ...visitor, cookie: 'zay_lang=en-us; zay_token=abc' })).toBeNull();
    expect(pageCacheKey({ ...visitor, cookie: 'zay_token=abc' })).toBeNull();
    expect(pageCacheKey({ ...visitor, cookie: 'other=1' })).toBeNull();
    expect(pageCacheKey({ ...visitor, authorization: 'Bearer abc' })).toBeNull();
    expect(pageCacheKey({ ...visitor, method: 'POST' })).toBeNull();
    expect(pageCacheKey({ ...visitor, method: 'HEAD' })).toBeNull();
  });
});

describe('cached page bodies', () => {
  const html = `<html><script nonce="${OLD}">a()</script><p>ဈေး 商品</p><script nonce="${OLD}">b()</script></html>`;

  it('swap every nonce for the response’s own', () => {
    const body = pageBody(page(html), NEW).toString();
    expect(body).toBe(html.replaceAll(OLD, NEW));
    expect(body).not.toContain(OLD);
  });

  it('gzip to exactly the same page, nonce swapped, for any number of nonces', () => {
    for (const text of [html, 'no scripts here', `${OLD}${OLD}`, '', `x${'ကခဂ'.repeat(40_000)}${OLD}y`]) {
      const cached = page(text);
      const unzipped = zlib.gunzipSync(pageBodyGzip(cached, NEW)).toString();
      expect(unzipped).toBe(text.replaceAll(OLD, NEW));
      // Built once, then only the nonce and the checksum change.
      expect(zlib.gunzipSync(pageBodyGzip(cached, OLD)).toString()).toBe(text);
    }
  });

  it('compress the page', () => {
    const big = `<div>${'<a href="/sku-1">goods</a>'.repeat(2000)}</div><script nonce="${OLD}"></script>`;
    expect(pageBodyGzip(page(big), NEW).length).toBeLessThan(big.length / 20);
  });
});

describe('PageCache', () => {
  it('hands out a page fresh for its life, stale for one more, then forgets it', () => {
    vi.useFakeTimers();
    try {
      const cache = new PageCache(1000);
      cache.set('k', page('x', OLD, 1000));
      expect(cache.lookup('k')?.stale).toBe(false);
      vi.advanceTimersByTime(1001);
      expect(cache.lookup('k')?.stale).toBe(true);
      vi.advanceTimersByTime(1000);
      expect(cache.lookup('k')).toBeUndefined();
      expect(cache.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays within its byte budget, dropping the oldest pages first', () => {
    const cache = new PageCache(60_000, 8 * 1000);
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, page('x'.repeat(900)));
    expect(cache.size).toBeLessThanOrEqual(8);
    expect(cache.lookup('k19')).toBeDefined();
    expect(cache.lookup('k0')).toBeUndefined();
    // A page larger than an eighth of the budget is never kept.
    cache.set('huge', page('x'.repeat(2000)));
    expect(cache.lookup('huge')).toBeUndefined();
  });

  it('lets simultaneous visitors wait for the render under way', async () => {
    const cache = new PageCache(1000);
    let settle: (p: ReturnType<typeof page> | null) => void = () => {};
    cache.track('k', new Promise((resolve) => (settle = resolve)));
    const waiting = cache.pending('k');
    expect(waiting).toBeDefined();
    const fresh = page('done');
    settle(fresh);
    expect(await waiting).toBe(fresh);
    await Promise.resolve();
    expect(cache.pending('k')).toBeUndefined();
  });

  it('forgets every page when cleared (the platform changed content), and keeps its byte count right', () => {
    const cache = new PageCache(60_000, 8 * 1000);
    cache.set('a', page('x'.repeat(900)));
    cache.set('b', page('y'));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.lookup('a')).toBeUndefined();
    for (let i = 0; i < 8; i++) cache.set(`k${i}`, page('x'.repeat(900)));
    expect(cache.lookup('k0')).toBeDefined();
  });

  it('does not keep a render that began before a clear, nor let new visitors wait for it (ADR 094)', () => {
    const cache = new PageCache(60_000);
    const generation = cache.generation;
    cache.track('k', new Promise(() => {}));
    cache.clear();
    expect(cache.pending('k')).toBeUndefined();
    cache.set('k', page('before the change'), generation);
    expect(cache.lookup('k')).toBeUndefined();
    cache.set('k', page('after the change'), cache.generation);
    expect(cache.lookup('k')).toBeDefined();
  });
});
