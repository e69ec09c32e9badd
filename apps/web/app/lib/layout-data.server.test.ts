import { addonsEndpoint, DEFAULT_SITE_INFO, EMPTY_CHROME, layoutEndpoint } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadLayoutData } from './layout-data.server';

/** An API in this process whose layout answer names the site `title`; counts the layout calls. */
function api(title: () => string) {
  let layoutCalls = 0;
  const transport: AppLoadContext['apiTransport'] = async (path) => {
    if (path === addonsEndpoint.path) return { code: 0, message: '', data: { city: 0 } };
    if (path !== layoutEndpoint.path) throw new Error(`unexpected call ${path}`);
    layoutCalls++;
    return { code: 0, message: '', data: { site: { ...DEFAULT_SITE_INFO, title: title() }, ...EMPTY_CHROME } };
  };
  return { transport, calls: () => layoutCalls };
}

// Each test reads its own language: the cache is the module's, keyed by language.
const page = (lang: string) => new Request('http://localhost/', { headers: { cookie: `zay_lang=${lang}` } });

describe('the page chrome cache', () => {
  it('serves the chrome again within its seconds, and starts afresh once the platform saved content', async () => {
    let title = 'Zay';
    const { transport, calls } = api(() => title);
    const context = (contentVersion: number): AppLoadContext => ({ nonce: '', apiTransport: transport, contentVersion });

    expect((await loadLayoutData(page('en-us'), context(1))).site.title).toBe('Zay');
    title = 'Zay Market';
    expect((await loadLayoutData(page('en-us'), context(1))).site.title).toBe('Zay');
    expect(calls()).toBe(1);

    // The platform saved: the next page shows the change at once.
    expect((await loadLayoutData(page('en-us'), context(2))).site.title).toBe('Zay Market');
    expect(calls()).toBe(2);
  });

  it('keeps a failed answer for no page', async () => {
    let fail = true;
    let calls = 0;
    const transport: AppLoadContext['apiTransport'] = async (path) => {
      if (path === addonsEndpoint.path) return { code: 0, message: '', data: { city: 0 } };
      calls++;
      if (fail) return { code: -1, message: 'down', error_code: 'ERROR', data: null };
      return { code: 0, message: '', data: { site: { ...DEFAULT_SITE_INFO, title: 'Back' }, ...EMPTY_CHROME } };
    };
    const context: AppLoadContext = { nonce: '', apiTransport: transport, contentVersion: 1 };
    expect((await loadLayoutData(page('zh-cn'), context)).errors).toEqual(['down']);
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await loadLayoutData(page('zh-cn'), context)).site.title).toBe('Back');
    expect(calls).toBe(2);
  });
});
