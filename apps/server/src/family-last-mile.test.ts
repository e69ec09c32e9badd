import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as contract from '@zay/contract';
import { bodyShapes, type Endpoint } from '@zay/contract';
import { regionIds } from './modules/trade/checkout/order-test-kit';
import { seedFixtures } from './test/fixtures';
import { createMember } from './test/members';
import { createTestApp, type TestApp } from './test/test-app';
import { CLIENT, clientPost } from './test/family-client';

/**
 * Issue 32 "the last mile", called the way an existing client of this API family calls Zay: from
 * its own origin (listed in CORS_ORIGINS), `token` in the body, no cookie.
 */
let t: TestApp;
let member: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: CLIENT });
  await seedFixtures(t.db);
  member = await createMember(t.db, 'family-last-mile');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.db.deleteFrom('rate_counter').execute();
});

const call = (url: string, body: object = {}) => clientPost(t, url, { lang: 'en-us', ...body });

const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'path' in v && 'body' in v && 'response' in v;
const endpoints = Object.entries(contract as Record<string, unknown>).flatMap(([name, v]) =>
  isEndpoint(v) ? [[name, v] as const] : [],
);

describe('"" for an optional field means the field is absent (§3)', () => {
  it('memberaddress/add {… is_default: ""} saves the address', async () => {
    const regions = await regionIds(t.db.db);
    const res = await call('/api/memberaddress/add', {
      token: member.token,
      name: 'Aung Aung',
      mobile: '09420000125',
      telephone: '',
      address: 'No. 7',
      full_address: '',
      longitude: '',
      latitude: '',
      is_default: '',
      ...regions,
    });
    expect(res).toMatchObject({ code: 0 });
    expect(res.data).toBeGreaterThan(0);
  });

  it('coupon/api/coupon/memberpage {… is_own: ""} answers the page', async () => {
    const res = await call('/coupon/api/coupon/memberpage', {
      token: member.token,
      page: 1,
      page_size: 9,
      state: 1,
      is_own: '',
    });
    expect(res).toMatchObject({ code: 0, data: { list: [], count: 0 } });
  });

  it('for every optional field of every endpoint of the contract, "" is never the reason of a refusal', () => {
    expect(endpoints.length).toBeGreaterThan(200);
    const refused: string[] = [];
    let checked = 0;
    for (const [name, endpoint] of endpoints) {
      const keys = new Set(bodyShapes(endpoint.body).flatMap((shape) => Object.keys(shape)));
      const absent = endpoint.body.safeParse({});
      const blamed = (r: ReturnType<typeof endpoint.body.safeParse>, key: string) =>
        !r.success && r.error.issues.some((i) => i.path[0] === key);
      for (const key of keys) {
        if (blamed(absent, key)) continue; // a required field: "" is as missing as absent
        checked++;
        if (blamed(endpoint.body.safeParse({ [key]: '' }), key)) refused.push(`${name}.${key}`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(refused).toEqual([]);
  });
});

describe('memberaddress/info without an id (§9)', () => {
  it('answers an empty address for the "add" page', async () => {
    for (const body of [{}, { id: '' }]) {
      const res = await call('/api/memberaddress/info', { token: member.token, ...body });
      expect(res).toMatchObject({
        code: 0,
        data: { id: 0, name: '', mobile: '', province_id: 0, city_id: 0, district_id: 0, address: '', is_default: 0 },
      });
    }
    expect((await call('/api/memberaddress/info', {})).error_code).toBe('TOKEN_NOT_EXIST');
  });
});
