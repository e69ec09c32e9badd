import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  platformBrandDeleteEndpoint,
  platformBrandListEndpoint,
  platformBrandSaveEndpoint,
  platformCategoryDeleteEndpoint,
  platformCategoryMoveEndpoint,
  platformCategorySaveEndpoint,
  platformCategorySetEndpoint,
  platformCategoryTreeEndpoint,
} from '@zay/contract';
import { offContract } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';

/** The platform's catalogue under abuse (QUALITY §4, ADR 092): who may call, bad input; nothing changes. */
let t: TestApp;
let f: Awaited<ReturnType<typeof seedFixtures>>;
let admin: Staff;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixtures(t.db);
  admin = await staff(t, 0, 'owner', 'ca-admin');
});
afterAll(() => t.close());

const snapshot = async () =>
  Promise.all([
    t.db.db.selectFrom('goods_category').selectAll().orderBy('category_id').execute(),
    t.db.db.selectFrom('goods_brand').selectAll().orderBy('brand_id').execute(),
    t.db.db
      .selectFrom('goods')
      .select(['goods_id', 'category_id_1', 'category_id_2', 'category_id_3'])
      .orderBy('goods_id')
      .execute(),
  ]);

const names = { name_mm: 'အသစ်', name_zh: '新', name_en: 'New' };

it('refuses a shop owner, platform customer service, a member, a forged and no token; nothing changes', async () => {
  const before = await snapshot();
  const owner = await staff(t, f.open1, 'owner', 'ca-shop-owner');
  const service = await staff(t, 0, 'service', 'ca-service');
  const member = await createMember(t.db, 'ca-member');
  const callers = [
    [owner.call, 'PLATFORM_STAFF_ONLY'],
    [service.call, 'SELLER_FORBIDDEN'],
    [t.as({ token: member.token }), 'TOKEN_ERROR'],
    [t.as({ token: 'forged' }), 'TOKEN_ERROR'],
    [t.call, 'TOKEN_NOT_EXIST'],
  ] as const;
  const calls = [
    [platformCategoryTreeEndpoint, {}],
    [platformCategorySaveEndpoint, { ...names, category_id: f.c1 }],
    [platformCategorySaveEndpoint, { ...names, pid: 0 }],
    [platformCategorySetEndpoint, { category_id: f.c1, is_show: 0 }],
    [platformCategoryMoveEndpoint, { category_id: f.c2, pid: 0 }],
    [platformCategoryDeleteEndpoint, { category_id: f.c3 }],
    [platformBrandListEndpoint, {}],
    [platformBrandSaveEndpoint, { brand_name: 'pwned' }],
    [platformBrandDeleteEndpoint, { brand_id: f.brand }],
  ] as const;
  for (const [call, code] of callers)
    for (const [endpoint, body] of calls) {
      const res = await call(endpoint, body as never);
      expect(res.status).toBe(200);
      expect(res.body, `${endpoint.path} ${code}`).toMatchObject({ error_code: code, data: null });
    }
  expect(await snapshot()).toEqual(before);
  // The image upload checks the same permission.
  const upload = await t.post(
    '/platform/api/upload/catalogue',
    {},
    { headers: { authorization: `Bearer ${service.token}` } },
  );
  expect(upload.body).toMatchObject({ error_code: 'SELLER_FORBIDDEN' });
});

it('refuses wrong types, huge values, markup and script with nothing changed', async () => {
  const before = await snapshot();
  const big = 'ဖ'.repeat(51);
  const saves = [
    { ...names, name_mm: '' },
    { ...names, name_mm: '   ' },
    { ...names, name_en: '' },
    { ...names, name_mm: big },
    { ...names, name_mm: '<script>alert(1)</script>' },
    { ...names, name_zh: '<img src=x onerror=alert(1)>' },
    { ...names, name_mm: 'two\nlines' },
    { ...names, name_mm: 42 },
    { ...names, name_mm: ['a'] },
    { ...names, image: 'javascript:alert(1)' },
    { ...names, image: 'https://x.example/a.png" onerror="alert(1)' },
    { ...names, image_adv: 'x'.repeat(400) },
    { ...names, sort: -1 },
    { ...names, sort: 1e20 },
    { ...names, sort: 'NaN' },
    { ...names, is_show: 2 },
    { ...names, commission_rate: 10_001 },
    { ...names, commission_rate: -5 },
    { ...names, commission_rate: 1.5 },
    { ...names, pid: -1 },
    { ...names, pid: '1; DROP TABLE goods' },
    { ...names, category_id: 0 },
    { ...names, category_id: '99999999999999999999' },
  ];
  for (const body of saves) {
    const res = await admin.call(platformCategorySaveEndpoint, offContract(body));
    expect(res.body.code, JSON.stringify(body)).not.toBe(0);
    expect(res.body.data).toBeNull();
  }
  const named = await admin.call(platformCategorySaveEndpoint, offContract({ ...names, name_mm: '<b>x</b>' }), {
    lang: 'en-us',
  });
  expect(named.body).toMatchObject({
    error_code: 'PARAMETER_ERROR',
    message: 'Enter a name of at most 50 characters, without < or >',
  });
  const others = [
    [platformCategorySetEndpoint, { category_id: f.c1 }],
    [platformCategorySetEndpoint, { category_id: f.c1, sort: 100_000 }],
    [platformCategoryMoveEndpoint, { category_id: f.c1 }],
    [platformCategoryMoveEndpoint, { category_id: f.c1, pid: 'top' }],
    [platformCategoryDeleteEndpoint, { category_id: 'all' }],
    [platformBrandSaveEndpoint, { brand_name: '<script>x</script>' }],
    [platformBrandSaveEndpoint, { brand_name: 'ok', brand_initial: 'AB' }],
    [platformBrandSaveEndpoint, { brand_name: 'ok', brand_desc: 'x'.repeat(501) }],
    [platformBrandSaveEndpoint, { brand_name: 'ok', image_url: 'data:image/png;base64,AAAA' }],
    [platformBrandSaveEndpoint, { brand_id: 999_999, brand_name: 'ghost' }],
    [platformBrandDeleteEndpoint, { brand_id: -1 }],
    [platformBrandListEndpoint, { page_size: 1000 }],
    [platformBrandListEndpoint, { search: 'x'.repeat(51) }],
  ] as const;
  for (const [endpoint, body] of others) {
    const res = await admin.call(endpoint, offContract(body));
    expect(res.body.code, `${endpoint.path} ${JSON.stringify(body)}`).not.toBe(0);
  }
  expect(await snapshot()).toEqual(before);
});

it('takes a search with LIKE wildcards literally', async () => {
  const page = await admin.call(platformBrandListEndpoint, { search: '%' });
  expect(page.body.data?.count).toBe(0);
});
