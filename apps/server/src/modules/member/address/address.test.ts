import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addressAddEndpoint,
  addressDeleteEndpoint,
  addressEditEndpoint,
  addressInfoEndpoint,
  addressPageEndpoint,
  addressSetDefaultEndpoint,
  message,
  type MessageKey,
} from '@zay/contract';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedFixtures>>;
let alice: { token: string };
let bob: { token: string };
let township: number;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedFixtures(t.db);
  alice = await createMember(t.db, 'alice');
  bob = await createMember(t.db, 'bob');
  township = (await t.db.db.selectFrom('region').select('id').where('level', '=', 3).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.db.deleteFrom('member_address').execute();
});

const as = (m: { token: string }) => t.as({ lang: 'en-us', token: m.token });
const valid = () => ({
  name: 'Daw Aye',
  mobile: '09 420 000 111',
  province_id: f.yangon,
  city_id: f.west,
  district_id: township,
  address: 'No. 12, Pyay Road',
});

describe('member addresses', () => {
  it('adds (first becomes default), builds the full address, lists default first', async () => {
    const first = (await as(alice)(addressAddEndpoint, valid(), { lang: 'md-mm' })).body.data;
    const second = (await as(alice)(addressAddEndpoint, { ...valid(), name: 'U Ba' })).body.data;
    const info = (await as(alice)(addressInfoEndpoint, { id: first })).body.data;
    expect(info).toMatchObject({
      is_default: 1,
      mobile: '09420000111',
      full_address: 'ရန်ကုန်တိုင်းဒေသကြီး ရန်ကုန်အနောက်ပိုင်း ကမာရွတ်',
    });
    const page = (await as(alice)(addressPageEndpoint, { page_size: 0 })).body.data;
    expect(page.count).toBe(2);
    expect(page.list.map((a) => a.id)).toEqual([first, second]);
    await as(alice)(addressSetDefaultEndpoint, { id: second });
    const after = (await as(alice)(addressPageEndpoint)).body.data.list;
    expect(after.map((a) => [a.id, a.is_default])).toEqual([
      [second, 1],
      [first, 0],
    ]);
  });

  it.each([
    [{ name: '' }, 'CONSIGNEE_LENGTH'],
    [{ name: 'x'.repeat(21) }, 'CONSIGNEE_LENGTH'],
    [{ mobile: '12345' }, 'MOBILE_FORMAT_ERROR'],
    [{ address: '  ' }, 'ADDRESS_REQUIRED'],
    [{ province_id: undefined }, 'PROVINCE_REQUIRED'],
  ] as [object, MessageKey][])('refuses %j', async (patch, key) => {
    const res = await as(alice)(addressAddEndpoint, { ...valid(), ...patch });
    expect(res.body.code).toBe(-10006);
    expect(res.body.message).toBe(message('en-us', key));
    expect(await t.db.db.selectFrom('member_address').selectAll().execute()).toEqual([]);
  });

  it('refuses regions that do not nest', async () => {
    const res = await as(alice)(addressAddEndpoint, { ...valid(), city_id: township });
    expect(res.body.error_code).toBe('REGION_INVALID');
  });

  it('another member’s address cannot be read, edited, made default or deleted', async () => {
    const id = (await as(alice)(addressAddEndpoint, valid())).body.data;
    for (const [path, body] of [
      [addressInfoEndpoint, { id }],
      [addressEditEndpoint, { ...valid(), id, name: 'Thief' }],
      [addressSetDefaultEndpoint, { id }],
      [addressDeleteEndpoint, { id }],
    ] as const) {
      expect((await as(bob)(path, body)).body.error_code).toBe('ADDRESS_NOT_FOUND');
    }
    expect((await as(alice)(addressInfoEndpoint, { id })).body.data.name).toBe('Daw Aye');
  });

  it('deleting the default hands it to the newest remaining address', async () => {
    const a = (await as(alice)(addressAddEndpoint, valid())).body.data;
    const b = (await as(alice)(addressAddEndpoint, valid())).body.data;
    const c = (await as(alice)(addressAddEndpoint, valid())).body.data;
    await as(alice)(addressDeleteEndpoint, { id: a });
    const list = (await as(alice)(addressPageEndpoint)).body.data.list;
    expect(list.map((x) => [x.id, x.is_default])).toEqual([
      [c, 1],
      [b, 0],
    ]);
  });

  it('edits in place and can make the address the default', async () => {
    const a = (await as(alice)(addressAddEndpoint, valid())).body.data;
    const b = (await as(alice)(addressAddEndpoint, valid())).body.data;
    expect((await as(alice)(addressEditEndpoint, { ...valid(), id: b, name: 'Ko Ko', is_default: 1 })).body.data).toBe(
      b,
    );
    expect((await as(alice)(addressInfoEndpoint, { id: b })).body.data).toMatchObject({
      name: 'Ko Ko',
      is_default: 1,
    });
    expect((await as(alice)(addressInfoEndpoint, { id: a })).body.data.is_default).toBe(0);
  });

  it('keeps at most 20 addresses', async () => {
    for (let i = 0; i < 20; i++) expect((await as(alice)(addressAddEndpoint, valid())).body.code).toBe(0);
    expect((await as(alice)(addressAddEndpoint, valid())).body.error_code).toBe('ADDRESS_LIMIT');
  });
});
