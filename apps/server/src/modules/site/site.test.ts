import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedFixtures } from '../../test/fixtures';
import { setConfig } from '../config/config.service';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedFixtures>>;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://m.zay.test', ADDONS: 'seckill,coupon' });
  f = await seedFixtures(t.db);
});
afterAll(() => t.close());

const ok = (res: { status: number; body: any }) => {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ code: 0, message: expect.any(String), timestamp: expect.any(Number) });
  return res.body.data;
};

describe('site calls', () => {
  it('website/info answers the stored settings', async () => {
    expect(ok(await t.call('/api/website/info'))).toMatchObject({
      title: 'Zay Test',
      web_status: 1,
      web_email: 'a@b.c',
    });
  });

  it('pc/layout answers the chrome of the separate calls in one', async () => {
    const layout = ok(await t.call('/api/pc/layout'));
    const separate = await Promise.all(
      [
        ['/api/website/info', {}],
        ['/api/goodscategory/tree', { level: 3 }],
        ['/api/pc/navList', { page: 1, page_size: 0 }],
        ['/api/helpclass/lists', {}],
        ['/api/adv/detail', { keyword: 'NS_PC_TOP_BANNER' }],
        ['/api/config/servicer', {}],
      ].map(async ([path, body]) => ok(await t.call(path as string, body as object))),
    );
    expect(layout.site).toEqual(separate[0]);
    expect(layout.category_tree).toEqual(separate[1]);
    expect(layout.nav).toEqual(separate[2].list);
    expect(layout.help_classes).toEqual(separate[3]);
    expect(layout.top_banner).toEqual(separate[4]);
    expect(layout.servicer).toEqual(separate[5]);
    expect(layout.category_tree.length).toBeGreaterThan(0);
  });

  it('answers defaults where nothing is configured', async () => {
    expect(ok(await t.call('/api/config/copyright'))).toMatchObject({ copyright_desc: '', company_name: '' });
    expect(ok(await t.call('/api/pc/floatLayer'))).toEqual({
      is_show: 0,
      title: '',
      url: { url: '' },
      img_url: '',
      number: '',
    });
    expect(Object.keys(ok(await t.call('/api/config/defaultimg')))).toContain('default_goods_img');
  });

  it('adv/detail lists the live adverts of a position in slide order', async () => {
    const data = ok(await t.call('/api/adv/detail', { keyword: 'NS_PC_INDEX' }));
    expect(data.adv_position.keyword).toBe('NS_PC_INDEX');
    expect(data.adv_list.map((a: any) => a.adv_title)).toEqual(['New', 'Sale']);
    expect(ok(await t.call('/api/adv/detail', { keyword: 'NOPE' }))).toEqual({ adv_position: null, adv_list: [] });
  });

  it('navList and friendlyLink page and hide what is not shown', async () => {
    const nav = ok(await t.call('/api/pc/navList', { page: 1, page_size: 2 }));
    expect(nav).toMatchObject({ count: 3, page_count: 2 });
    expect(nav.list.map((n: any) => n.nav_title)).toEqual(['Nav 3', 'Nav 2']);
    expect(JSON.parse(nav.list[0].nav_url)).toEqual({ url: '/n3' });
    const all = ok(await t.call('/api/pc/friendlyLink', { page_size: 0 }));
    expect(all).toMatchObject({ count: 3, page_count: 1 });
    expect(all.list).toHaveLength(3);
  });

  it('floors expand goods, brands and categories and drop hidden goods', async () => {
    const [floor] = ok(await t.call('/api/pc/floors'));
    expect(floor.block_name).toBe('floor-style-1');
    expect(floor.value.goodsList.value.list.map((g: any) => g.goods_id)).toEqual([f.visible]);
    expect(floor.value.goodsList.value.list[0]).toMatchObject({
      discount_price: '450000.00',
      market_price: '500000.00',
    });
    expect(floor.value.brandList.value.list[0].brand_name).toBe('Samsung');
    expect(floor.value.categoryList.value.list[0].category_name1).toBe('Smartphones');
    expect(floor.value.title.value.text).toBe('ဖုန်း');
  });

  it('search words, category config (also at /pc/api), servicer, shop services, captcha config', async () => {
    expect(ok(await t.call('/api/pc/hotSearchWords'))).toEqual({ words: 'phone,ထဘီ,茶叶' });
    expect(ok(await t.call('/api/pc/defaultSearchWords'))).toEqual({ words: '' });
    expect(ok(await t.call('/api/pc/categoryconfig'))).toEqual({ category: 2, img: 1 });
    expect(ok(await t.call('/pc/api/pc/categoryconfig'))).toEqual({ category: 2, img: 1 });
    expect(ok(await t.call('/api/config/servicer'))).toEqual({ type: 'system', third: '' });
    expect(ok(await t.call('/api/shopservice/lists'))).toHaveLength(1);
    expect(ok(await t.call('/api/config/getCaptchaConfig'))).toEqual({ login: 1, register: 1, find_password: 1 });
  });

  it('captcha config follows the login setting; registration and SMS sends always ask for one', async () => {
    await setConfig(t.db.db, 'captcha_config', { login: 0 });
    try {
      expect(ok(await t.call('/api/config/getCaptchaConfig'))).toEqual({ login: 0, register: 1, find_password: 1 });
    } finally {
      await setConfig(t.db.db, 'captcha_config', { login: 1 });
    }
  });

  it('addon/addonisexit reports 1 only for a listed addon whose calls exist', async () => {
    // seckill and coupon are in ADDONS but have no calls yet; groupbuy is neither.
    expect(ok(await t.call('/api/addon/addonisexit'))).toMatchObject({ seckill: 0, coupon: 0, groupbuy: 0 });
  });

  it('wapqrcode is a PNG data URI of the site', async () => {
    const data = ok(await t.call('/api/website/wapqrcode'));
    expect(data.img).toMatch(/^data:image\/png;base64,/);
    expect(data.url).toMatch(/\/index$/);
  });

  it('address/lists answers child regions in the request language; address/city the districts', async () => {
    expect(ok(await t.call('/api/address/lists', { pid: 0, lang: 'md-mm' }))).toEqual([
      { id: f.yangon, pid: 0, name: 'ရန်ကုန်တိုင်းဒေသကြီး', level: 1 },
    ]);
    expect(ok(await t.call('/api/address/lists', { pid: String(f.yangon), lang: 'zh-cn' }))[0].name).toBe('仰光西');
    expect(ok(await t.call('/api/address/city', { lang: 'en-us' }))).toEqual([
      { id: f.west, pid: f.yangon, name: 'Yangon West', level: 2 },
    ]);
  });

  it('getWebsiteidByAddress finds the city site by region name, else the main site', async () => {
    expect(ok(await t.call('/api/website/getWebsiteidByAddress', { province: '仰光省' })).site_id).toBe(f.website);
    expect(ok(await t.call('/api/website/getWebsiteidByAddress', { city: 'Atlantis' })).site_id).toBe(0);
  });

  it('goodscategory/tree nests visible nodes down to the asked level', async () => {
    const tree = ok(await t.call('/api/goodscategory/tree', { level: 3 }));
    expect(tree).toHaveLength(1);
    expect(tree[0].child_list).toHaveLength(1);
    expect(tree[0].child_list[0].child_list[0]).toMatchObject({ category_name2: 'အန်းဒရွိုက်', level: 3 });
    expect(tree[0].child_list[0].child_list[0].child_list).toBeUndefined();
    const top = ok(await t.call('/api/goodscategory/tree', { level: 1 }));
    expect(top[0].child_list).toBeUndefined();
  });

  it('helpclass/lists nests article titles in order', async () => {
    const classes = ok(await t.call('/api/helpclass/lists'));
    expect(classes.map((c: any) => c.class_name)).toEqual(['Shopping guide', 'Empty class']);
    expect(classes[0].child_list.map((a: any) => a.title)).toEqual(['How to register', 'How to buy']);
    expect(classes[1].child_list).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['/api/adv/detail', {}],
    ['/api/adv/detail', { keyword: 12 }],
    ['/api/adv/detail', { keyword: 'x'.repeat(10_000) }],
    ['/api/pc/navList', { page: 'one' }],
    ['/api/pc/navList', { page: 0 }],
    ['/api/pc/navList', { page_size: -1 }],
    ['/api/pc/navList', { page: 1.5 }],
    ['/api/address/lists', { pid: -3 }],
    ['/api/goodscategory/tree', { level: 9 }],
  ])('%s %j → parameter error envelope', async (path, body) => {
    const res = await t.call(path, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: -10006, data: null, error_code: 'PARAMETER_ERROR' });
    expect(res.body.message).not.toMatch(/Error|at \w+ \(/);
  });

  it('malformed JSON is an envelope in the cookie language, never a stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/website/info',
      headers: { 'content-type': 'application/json', cookie: 'zay_lang=zh-cn' },
      payload: '{"oops',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: -10006, error_code: 'INVALID_JSON', data: null });
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a JSON array body is refused', async () => {
    expect((await t.call('/api/pc/floors', [1, 2])).body.error_code).toBe('PARAMETER_ERROR');
  });

  it('a body over 1 MB is refused (PAYLOAD_TOO_LARGE, HTTP 200)', async () => {
    const res = await t.call('/api/adv/detail', { keyword: 'a', pad: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(200);
    expect(res.body.error_code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('unknown calls answer the NOT_FOUND envelope', async () => {
    const res = await t.call('/api/nope/nothing');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: -1, error_code: 'NOT_FOUND' });
  });

  it('messages follow body lang, then cookie, then Accept-Language, then Burmese', async () => {
    const msg = async (body: object, headers: Record<string, string> = {}) =>
      (await t.call('/api/adv/detail', body, { headers })).body.message as string;
    expect(await msg({ lang: 'en-us' })).toMatch(/[a-z]/i);
    expect(await msg({}, { cookie: 'zay_lang=zh-cn' })).toMatch(/[\u4e00-\u9fff]/);
    expect(await msg({}, { 'accept-language': 'en-GB,en;q=0.9' })).not.toMatch(/[\u1000-\u109f\u4e00-\u9fff]/);
    expect(await msg({})).toMatch(/[\u1000-\u109f]/);
  });
});

describe('platform behaviour', () => {
  it('sets security headers with a CSP that has no unsafe-inline script', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/website/info', payload: {} });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers the CORS preflight for configured origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/pc/floors',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-requested-with',
        },
      });
    const allowed = await preflight('https://m.zay.test');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://m.zay.test');
    expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/x-requested-with/);
    expect((await preflight('https://evil.test')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rate-limits a remote client past the per-minute budget', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const hit = () =>
        limited.app.inject({ method: 'POST', url: '/api/pc/floors', payload: {}, remoteAddress: '203.0.113.9' });
      for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(200);
      const res = await hit();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: -1, error_code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });

  it('while the site is closed every call but website/info answers SITE_CLOSE', async () => {
    await setConfig(t.db.db, 'site_info', { title: 'Zay Test', web_status: 0, close_reason: 'maintenance' });
    try {
      const info = await t.call('/api/website/info');
      expect(info.body.data).toMatchObject({ web_status: 0, close_reason: 'maintenance' });
      for (const path of ['/api/pc/floors', '/api/goodscategory/tree', '/pc/api/pc/categoryconfig']) {
        const res = await t.call(path);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ code: -3, error_code: 'SITE_CLOSE', data: null });
      }
      // The storefront's layout answers its site part only, so pages can show the closed notice.
      const layout = ok(await t.call('/api/pc/layout'));
      expect(layout.site).toMatchObject({ web_status: 0, close_reason: 'maintenance' });
      expect(layout).toMatchObject({ category_tree: [], nav: [], copyright: null, top_banner: null });
    } finally {
      await setConfig(t.db.db, 'site_info', { title: 'Zay Test', web_status: 1 });
    }
    expect((await t.call('/api/pc/floors')).body.code).toBe(0);
  });
});
