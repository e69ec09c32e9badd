import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAddEndpoint, addressPageEndpoint, addressSetDefaultEndpoint } from '@zay/contract';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the default address under races', () => {
  it('leaves exactly one default when the member makes six addresses default at once, ten times over', async () => {
    const f = await seedFixtures(t.db);
    const township = (await t.db.db.selectFrom('region').select('id').where('level', '=', 3).executeTakeFirstOrThrow())
      .id;
    const m = await createMember(t.db, 'racer');
    const call = t.as({ token: m.token, lang: 'en-us' });
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = {
        name: `Daw Aye ${i}`,
        mobile: '09420000111',
        province_id: f.yangon,
        city_id: f.west,
        district_id: township,
        address: `No. ${i}`,
      };
      ids.push((await call(addressAddEndpoint, body)).body.data);
    }
    for (let round = 0; round < 10; round++) {
      const results = await Promise.all(ids.map((id) => call(addressSetDefaultEndpoint, { id })));
      expect(results.map((r) => r.body.code)).toEqual(ids.map(() => 0));
    }
    const list = (await call(addressPageEndpoint, { page_size: 0 })).body.data.list;
    expect(list.filter((a) => a.is_default === 1)).toHaveLength(1);
  });
});
