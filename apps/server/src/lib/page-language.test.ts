import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '../plugins/page-cache';
import { registerPageLanguage } from './page-language';

function app() {
  const a = Fastify();
  registerPageLanguage(a);
  a.post('/api/x', async (req) => ({ lang: req.headers['accept-language'] ?? null }));
  // Stands in for the web host: pages are rendered by the not-found handler, keyed like the page cache.
  a.setNotFoundHandler(async (req) => ({
    lang: req.headers['accept-language'] ?? null,
    key: pageCacheKey({
      method: req.method,
      url: req.url,
      host: 'zay.test',
      cookie: req.headers.cookie,
      authorization: undefined,
      acceptLanguage: req.headers['accept-language'],
    }),
  }));
  return a;
}

describe('page requests and Accept-Language (ADR 030, issue 20 §1)', () => {
  it('pages never see the browser language, so a cached page is keyed by the choice alone', async () => {
    const a = app();
    const page = (headers: Record<string, string>) => a.inject({ method: 'GET', url: '/index', headers });
    expect((await page({ 'accept-language': 'en-US' })).json()).toEqual({ lang: null, key: 'zay.test\nmd-mm\n/index' });
    expect((await page({ 'accept-language': 'zh-CN', cookie: 'zay_lang=en-us' })).json()).toEqual({
      lang: null,
      key: 'zay.test\nen-us\n/index',
    });
    await a.close();
  });

  it('leaves API calls their content negotiation', async () => {
    const a = app();
    const res = await a.inject({ method: 'POST', url: '/api/x', headers: { 'accept-language': 'en-US' }, payload: {} });
    expect(res.json()).toEqual({ lang: 'en-US' });
    await a.close();
  });
});
