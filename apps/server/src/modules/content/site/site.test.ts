import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addonsEndpoint,
  advDetailEndpoint,
  captchaConfigEndpoint,
  categoryConfigEndpoint,
  categoryTreeEndpoint,
  cityListEndpoint,
  copyrightEndpoint,
  defaultImagesEndpoint,
  defaultSearchWordsEndpoint,
  floatLayerEndpoint,
  floorsEndpoint,
  friendlyLinkEndpoint,
  helpClassListEndpoint,
  hotSearchWordsEndpoint,
  layoutEndpoint,
  navListEndpoint,
  regionListEndpoint,
  servicerConfigEndpoint,
  shopServiceListEndpoint,
  siteInfoEndpoint,
  wapQrcodeEndpoint,
  websiteByAddressEndpoint,
  type Endpoint,
  type Floor,
  type FloorBrand,
  type FloorCategory,
  type FloorGoods,
} from '@zay/contract';
import { offContract, ok, type Answer, type CallOptions } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { setConfig } from '../../site/config/config.service';
import { missingAddonPages } from './site.service';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedFixtures>>;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://m.zay.test', ADDONS: 'seckill,coupon' });
  f = await seedFixtures(t.db);
});
afterAll(() => t.close());

/** A floor slot's list, typed as the slot's kind lists it. */
const slotList = <T>(floor: Floor, slot: string) => floor.value[slot]!.value.list as T[];

describe('site calls', () => {
  it('website/info answers the stored settings', async () => {
    expect(ok(await t.call(siteInfoEndpoint))).toMatchObject({
      title: 'Zay Test',
      web_status: 1,
      web_email: 'a@b.c',
    });
  });

  it('pc/layout answers the chrome of the separate calls in one', async () => {
    const layout = ok(await t.call(layoutEndpoint));
    const [site, tree, nav, helpClasses, banner, servicer] = await Promise.all([
      t.call(siteInfoEndpoint).then(ok),
      t.call(categoryTreeEndpoint, { level: 3 }).then(ok),
      t.call(navListEndpoint, { page: 1, page_size: 0 }).then(ok),
      t.call(helpClassListEndpoint).then(ok),
      t.call(advDetailEndpoint, { keyword: 'NS_PC_TOP_BANNER' }).then(ok),
      t.call(servicerConfigEndpoint).then(ok),
    ]);
    expect(layout.site).toEqual(site);
    expect(layout.category_tree).toEqual(tree);
    expect(layout.nav).toEqual(nav.list);
    expect(layout.help_classes).toEqual(helpClasses);
    expect(layout.top_banner).toEqual(banner);
    expect(layout.servicer).toEqual(servicer);
    expect(layout.category_tree.length).toBeGreaterThan(0);
  });

  it('answers defaults where nothing is configured', async () => {
    expect(ok(await t.call(copyrightEndpoint))).toMatchObject({ copyright_desc: '', company_name: '' });
    expect(ok(await t.call(floatLayerEndpoint))).toEqual({
      is_show: 0,
      title: '',
      url: '{"url":""}',
      img_url: '',
      number: '',
    });
    expect(Object.keys(ok(await t.call(defaultImagesEndpoint)))).toContain('default_goods_img');
  });

  it('adv/detail lists the live adverts of a position in slide order', async () => {
    const data = ok(await t.call(advDetailEndpoint, { keyword: 'NS_PC_INDEX' }));
    expect(data.adv_position!.keyword).toBe('NS_PC_INDEX');
    expect(data.adv_list.map((a) => a.adv_title)).toEqual(['New', 'Sale']);
    expect(ok(await t.call(advDetailEndpoint, { keyword: 'NOPE' }))).toEqual({ adv_position: null, adv_list: [] });
  });

  it('navList and friendlyLink page and hide what is not shown', async () => {
    const nav = ok(await t.call(navListEndpoint, { page: 1, page_size: 2 }));
    expect(nav).toMatchObject({ count: 3, page_count: 2 });
    expect(nav.list.map((n) => n.nav_title)).toEqual(['Nav 3', 'Nav 2']);
    expect(JSON.parse(nav.list[0]!.nav_url)).toEqual({ url: '/n3' });
    const all = ok(await t.call(friendlyLinkEndpoint, { page_size: 0 }));
    expect(all).toMatchObject({ count: 3, page_count: 1 });
    expect(all.list).toHaveLength(3);
  });

  it('navList and the layout leave out links to the pages of addons not installed (ADR 076)', async () => {
    // This app installs seckill and coupon only; links as JSON, a JSON string and a plain path.
    const links: [string, string][] = [
      ['Flash sale', '{"url":"/promotion/seckill"}'],
      ['Group buy', '"/promotion/groupbuy-3"'],
      ['Combo', '{"url":"/promotion/combo-2"}'],
      ['Topic', '/promotion/topic'],
      ['Live', '{"url":"/shop/live"}'],
      ['Coupons', '{"url":"/coupon"}'],
    ];
    const ids = await Promise.all(
      links.map(([nav_title, nav_url], i) =>
        t.db.db
          .insertInto('nav')
          .values({ nav_title, nav_url, sort: 10 + i, is_show: 1 })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    try {
      const nav = ok(await t.call(navListEndpoint, { page: 1, page_size: 0 }));
      expect(nav.list.map((n) => n.nav_title)).toEqual(['Nav 3', 'Nav 2', 'Nav 1', 'Flash sale', 'Coupons']);
      expect(nav.count).toBe(5);
      expect(ok(await t.call(layoutEndpoint)).nav).toEqual(nav.list);
    } finally {
      await t.db.db
        .deleteFrom('nav')
        .where(
          'id',
          'in',
          ids.map((r) => r.id),
        )
        .execute();
    }
  });

  it('maps each addon to its pages once: the coupon centre stays while either coupon addon is installed', () => {
    const all = [
      '/promotion/seckill',
      '/promotion/groupbuy',
      '/promotion/combo',
      '/promotion/topic',
      '/shop/live',
      '/coupon',
    ];
    expect(missingAddonPages(new Set())).toEqual(all);
    expect(missingAddonPages(new Set(['seckill', 'platformcoupon', 'live']))).toEqual([
      '/promotion/groupbuy',
      '/promotion/combo',
      '/promotion/topic',
    ]);
    expect(missingAddonPages(new Set(['seckill', 'groupbuy', 'bundling', 'topic', 'live', 'coupon']))).toEqual([]);
  });

  it('floors expand goods, brands and categories and drop hidden goods', async () => {
    const floor = ok(await t.call(floorsEndpoint))[0]!;
    expect(floor.block_name).toBe('floor-style-1');
    expect(slotList<FloorGoods>(floor, 'goodsList').map((g) => g.goods_id)).toEqual([f.visible]);
    expect(slotList<FloorGoods>(floor, 'goodsList')[0]).toMatchObject({
      discount_price: '450000.00',
      market_price: '500000.00',
    });
    expect(slotList<FloorBrand>(floor, 'brandList')[0]!.brand_name).toBe('Samsung');
    expect(slotList<FloorCategory>(floor, 'categoryList')[0]!.category_name1).toBe('Smartphones');
    expect(floor.value.title!.value.text).toBe('ဖုန်း');
  });

  it('search words, category config (also at /pc/api), servicer, shop services, captcha config', async () => {
    expect(ok(await t.call(hotSearchWordsEndpoint))).toEqual({ words: 'phone,ထဘီ,茶叶' });
    expect(ok(await t.call(defaultSearchWordsEndpoint))).toEqual({ words: '' });
    expect(ok(await t.call(categoryConfigEndpoint))).toEqual({ category: 2, img: 1 });
    expect(ok(await t.call(categoryConfigEndpoint, {}, { path: '/pc/api/pc/categoryconfig' }))).toEqual({
      category: 2,
      img: 1,
    });
    expect(ok(await t.call(servicerConfigEndpoint))).toEqual({ type: 'system', third: '' });
    expect(ok(await t.call(shopServiceListEndpoint))).toHaveLength(1);
    expect(ok(await t.call(captchaConfigEndpoint))).toEqual({ login: 1, register: 1, find_password: 1 });
  });

  it('captcha config follows the login setting; registration and SMS sends always ask for one', async () => {
    await setConfig(t.db.db, 'captcha_config', { login: 0 });
    try {
      expect(ok(await t.call(captchaConfigEndpoint))).toEqual({ login: 0, register: 1, find_password: 1 });
    } finally {
      await setConfig(t.db.db, 'captcha_config', { login: 1 });
    }
  });

  it('addon/addonisexit reports 1 only for a listed addon whose calls exist', async () => {
    // seckill and coupon are in ADDONS with their calls; groupbuy is neither; platformcoupon has calls but is not listed.
    expect(ok(await t.call(addonsEndpoint))).toMatchObject({ seckill: 1, coupon: 1, groupbuy: 0, platformcoupon: 0 });
  });

  it('wapqrcode is a PNG of the site that Zay serves', async () => {
    const data = ok(await t.call(wapQrcodeEndpoint));
    expect(data.img).toMatch(/\/upload\/qrcode\/[\w-]+\.png$/);
    expect(data.url).toMatch(/\/index$/);
  });

  it('address/lists answers child regions in the request language; address/city the districts', async () => {
    expect(ok(await t.call(regionListEndpoint, { pid: 0 }, { lang: 'md-mm' }))).toEqual([
      { id: f.yangon, pid: 0, name: 'ရန်ကုန်တိုင်းဒေသကြီး', level: 1 },
    ]);
    expect(ok(await t.call(regionListEndpoint, { pid: String(f.yangon) }, { lang: 'zh-cn' }))[0]!.name).toBe('仰光西');
    expect(ok(await t.call(cityListEndpoint, {}, { lang: 'en-us' }))).toEqual([
      { id: f.west, title: 'Yangon West', pid: f.yangon },
    ]);
  });

  it('getWebsiteidByAddress finds the city site by region name, else the main site', async () => {
    expect(ok(await t.call(websiteByAddressEndpoint, { province: '仰光省' })).site_id).toBe(f.website);
    expect(ok(await t.call(websiteByAddressEndpoint, { city: 'Atlantis' })).site_id).toBe(0);
  });

  it('goodscategory/tree nests visible nodes down to the asked level', async () => {
    const tree = ok(await t.call(categoryTreeEndpoint, { level: 3 }));
    expect(tree).toHaveLength(1);
    expect(tree[0]!.child_list).toHaveLength(1);
    const android = tree[0]!.child_list![0]!.child_list![0]!;
    expect(android).toMatchObject({ category_name2: 'အန်းဒရွိုက်', level: 3 });
    expect(android.child_list).toBeUndefined();
    const top = ok(await t.call(categoryTreeEndpoint, { level: 1 }));
    expect(top[0]!.child_list).toBeUndefined();
  });

  it('helpclass/lists nests article titles in order', async () => {
    const classes = ok(await t.call(helpClassListEndpoint));
    expect(classes.map((c) => c.class_name)).toEqual(['Shopping guide', 'Empty class']);
    expect(classes[0]!.child_list.map((a) => a.title)).toEqual(['How to register', 'How to buy']);
    expect(classes[1]!.child_list).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    { endpoint: advDetailEndpoint, body: {} },
    { endpoint: advDetailEndpoint, body: { keyword: 12 } },
    { endpoint: advDetailEndpoint, body: { keyword: 'x'.repeat(10_000) } },
    { endpoint: navListEndpoint, body: { page: 'one' } },
    { endpoint: navListEndpoint, body: { page: 0 } },
    { endpoint: navListEndpoint, body: { page_size: -1 } },
    { endpoint: navListEndpoint, body: { page: 1.5 } },
    { endpoint: regionListEndpoint, body: { pid: -3 } },
    { endpoint: categoryTreeEndpoint, body: { level: 9 } },
  ])('$endpoint.path $body → parameter error envelope', async ({ endpoint, body }) => {
    const res = await t.call(endpoint as Endpoint, offContract(body));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: -10006, data: null, error_code: 'PARAMETER_ERROR' });
    expect(res.body.message).not.toMatch(/Error|at \w+ \(/);
  });

  it('malformed JSON is an envelope in the cookie language, never a stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: siteInfoEndpoint.path,
      headers: { 'content-type': 'application/json', cookie: 'zay_lang=zh-cn' },
      payload: '{"oops',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: -10006, error_code: 'INVALID_JSON', data: null });
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a JSON array body is refused', async () => {
    expect((await t.post(floorsEndpoint.path, [1, 2])).body.error_code).toBe('PARAMETER_ERROR');
  });

  it('a body over 1 MB is refused (PAYLOAD_TOO_LARGE, HTTP 200)', async () => {
    const res = await t.call(advDetailEndpoint, offContract({ keyword: 'a', pad: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(200);
    expect(res.body.error_code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('unknown calls answer the NOT_FOUND envelope', async () => {
    const res = await t.post('/api/nope/nothing');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: -1, error_code: 'NOT_FOUND' });
  });

  it('messages follow body lang, then cookie, then Accept-Language, then Burmese', async () => {
    // Without its keyword, adv/detail answers a parameter error: a message to read the language of.
    const msg = async (opts: CallOptions = {}) => (await t.call(advDetailEndpoint, offContract({}), opts)).body.message;
    expect(await msg({ lang: 'en-us' })).toMatch(/[a-z]/i);
    expect(await msg({ headers: { cookie: 'zay_lang=zh-cn' } })).toMatch(/[\u4e00-\u9fff]/);
    expect(await msg({ headers: { 'accept-language': 'en-GB,en;q=0.9' } })).not.toMatch(/[\u1000-\u109f\u4e00-\u9fff]/);
    expect(await msg()).toMatch(/[\u1000-\u109f]/);
  });
});

describe('platform behaviour', () => {
  it('sets security headers with a CSP that has no unsafe-inline script', async () => {
    const res = await t.call(siteInfoEndpoint);
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
        url: floorsEndpoint.path,
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
      const hit = () => limited.call(floorsEndpoint, {}, { remoteAddress: '203.0.113.9' });
      for (let i = 0; i < 3; i++) expect((await hit()).status).toBe(200);
      const res = await hit();
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: -1, error_code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });

  it('while the site is closed every call but website/info answers SITE_CLOSE', async () => {
    await setConfig(t.db.db, 'site_info', { title: 'Zay Test', web_status: 0, close_reason: 'maintenance' });
    try {
      const info = await t.call(siteInfoEndpoint);
      expect(info.body.data).toMatchObject({ web_status: 0, close_reason: 'maintenance' });
      const closed: Answer<unknown>[] = [
        await t.call(floorsEndpoint),
        await t.call(categoryTreeEndpoint),
        await t.call(categoryConfigEndpoint, {}, { path: '/pc/api/pc/categoryconfig' }),
      ];
      for (const res of closed) {
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ code: -3, error_code: 'SITE_CLOSE', data: null });
      }
      // The storefront's layout answers its site part only, so pages can show the closed notice.
      const layout = ok(await t.call(layoutEndpoint));
      expect(layout.site).toMatchObject({ web_status: 0, close_reason: 'maintenance' });
      expect(layout).toMatchObject({ category_tree: [], nav: [], copyright: null, top_banner: null });
    } finally {
      await setConfig(t.db.db, 'site_info', { title: 'Zay Test', web_status: 1 });
    }
    expect((await t.call(floorsEndpoint)).body.code).toBe(0);
  });
});
