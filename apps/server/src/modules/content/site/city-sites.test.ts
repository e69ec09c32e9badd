import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addonsEndpoint,
  cityListEndpoint,
  citySiteListEndpoint,
  goodsPageEndpoint,
  shopPageEndpoint,
  websiteByAddressEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { insertRow } from '../../../test/insert-row';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedFixtures>>;
let mandalay: number;
let mandalaySite: number;
let township: number;

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  f = await seedFixtures(t.db);
  const db = t.db.db;
  mandalay = await insertRow(
    db,
    'region',
    { pid: 0, name: 'Mandalay Region', name_zh: '曼德勒省', name_mm: 'မန္တလေးတိုင်းဒေသကြီး', level: 1, sort: 2 },
    'id',
  );
  mandalaySite = await insertRow(
    db,
    'website',
    { site_area_id: mandalay, site_area_name: 'Mandalay', title: 'Zay Mandalay', status: 1, sort: 2 },
    'site_id',
  );
  await insertRow(
    db,
    'website',
    { site_area_id: mandalay, site_area_name: 'Frozen', title: 'Frozen', status: -1, sort: 3 },
    'site_id',
  );
  township = (await db.selectFrom('region').select('id').where('level', '=', 3).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const goodsIds = async (website_id?: number) =>
  ok(await t.call(goodsPageEndpoint, { page_size: 0, ...(website_id === undefined ? {} : { website_id }) }))
    .list.map((g) => g.goods_id)
    .sort();
const shopIds = async (website_id?: number) =>
  ok(await t.call(shopPageEndpoint, { page_size: 0, ...(website_id === undefined ? {} : { website_id }) })).list.map(
    (s) => s.site_id,
  );

describe('city sites', () => {
  it('website/lists answers the open city sites, areas named in the language asked', async () => {
    expect(ok(await t.call(citySiteListEndpoint, {}, { lang: 'md-mm' }))).toEqual([
      { site_id: f.website, site_area_id: f.yangon, site_area_name: 'ရန်ကုန်တိုင်းဒေသကြီး', title: 'Zay Yangon' },
      { site_id: mandalaySite, site_area_id: mandalay, site_area_name: 'မန္တလေးတိုင်းဒေသကြီး', title: 'Zay Mandalay' },
    ]);
    expect(ok(await t.call(citySiteListEndpoint, {}, { lang: 'zh-cn' }))[1]!.site_area_name).toBe('曼德勒省');
  });

  it('address/city answers each district with its state', async () => {
    expect(ok(await t.call(cityListEndpoint, {}, { lang: 'md-mm' }))).toEqual([
      { id: f.west, title: 'ရန်ကုန်အနောက်ပိုင်း', pid: f.yangon },
    ]);
  });

  it('getWebsiteidByAddress finds the site covering a district or township, the main site elsewhere', async () => {
    expect(ok(await t.call(websiteByAddressEndpoint, { region_id: f.west })).site_id).toBe(f.website);
    expect(ok(await t.call(websiteByAddressEndpoint, { region_id: township })).site_id).toBe(f.website);
    expect(ok(await t.call(websiteByAddressEndpoint, { region_id: mandalay })).site_id).toBe(mandalaySite);
    expect(ok(await t.call(websiteByAddressEndpoint, { district: 'ကမာရွတ်' })).site_id).toBe(f.website);
    expect(ok(await t.call(websiteByAddressEndpoint, { region_id: 999_999 }))).toMatchObject({ site_id: 0 });
  });

  it('with a city site chosen the goods list and the shop street show only its shops', async () => {
    const all = await goodsIds();
    expect(all.length).toBeGreaterThan(0);
    expect(await goodsIds(f.website)).toEqual(all);
    expect(await goodsIds(mandalaySite)).toEqual([]);
    expect(await goodsIds(0)).toEqual(all);
    expect(await shopIds(f.website)).toEqual([f.open1]);
    expect(await shopIds(mandalaySite)).toEqual([]);
    expect(await shopIds()).toEqual([f.open1]);
  });

  it('addon/addonisexit reports the city addon', async () => {
    expect(ok(await t.call(addonsEndpoint)).city).toBe(1);
  });
});

describe('city sites with the city addon off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ CATALOG_CACHE_MS: '0', ADDONS: 'coupon,seckill' });
    f = await seedFixtures(off.db);
  });
  afterAll(() => off.close());

  it('reports it off and a website_id narrows nothing', async () => {
    expect(ok(await off.call(addonsEndpoint)).city).toBe(0);
    const all = ok(await off.call(goodsPageEndpoint, { page_size: 0 })).count;
    expect(ok(await off.call(goodsPageEndpoint, { page_size: 0, website_id: 12345 })).count).toBe(all);
    expect(ok(await off.call(shopPageEndpoint, { page_size: 0, website_id: 12345 })).count).toBe(1);
  });
});
