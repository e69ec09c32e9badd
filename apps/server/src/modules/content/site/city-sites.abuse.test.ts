import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsPageEndpoint, shopPageEndpoint, websiteByAddressEndpoint } from '@zay/contract';
import { offContract, ok } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { insertRow } from '../../../test/insert-row';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedFixtures>>;
let frozen: number;

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '0' });
  f = await seedFixtures(t.db);
  frozen = await insertRow(
    t.db.db,
    'website',
    { site_area_id: f.west, site_area_name: 'Frozen', title: 'Frozen', status: -1 },
    'site_id',
  );
});
afterAll(() => t.close());

describe('city sites abuse (QUALITY §4)', () => {
  it('a city site that does not exist narrows the lists to nothing (no other site leaks in)', async () => {
    expect(ok(await t.call(goodsPageEndpoint, { website_id: 999_999 })).count).toBe(0);
    expect(ok(await t.call(shopPageEndpoint, { website_id: 999_999 })).count).toBe(0);
  });

  it('a frozen city site never serves an address', async () => {
    expect(ok(await t.call(websiteByAddressEndpoint, { region_id: f.west })).site_id).not.toBe(frozen);
  });

  it.each([[-1], ['abc'], [1.5], [{ $gt: 0 }]])('website_id %j is refused', async (website_id) => {
    const res = await t.call(goodsPageEndpoint, offContract({ website_id }));
    expect(res.body.error_code).toBe('PARAMETER_ERROR');
  });

  it('names that look like SQL or wildcards match no region and answer the main site', async () => {
    for (const city of ["' OR 1=1 --", '%', '_'])
      expect(ok(await t.call(websiteByAddressEndpoint, { city })).site_id).toBe(0);
  });
});
