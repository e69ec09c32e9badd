import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartAddEndpoint, cartListEndpoint, goodsPageEndpoint, modifyNicknameEndpoint } from '@zay/contract';
import { ok } from '../test/call';
import { catalogueApp } from '../test/catalogue-app';
import type { CatalogueFixtures } from '../test/catalog-fixtures';
import { createMember } from '../test/members';
import type { TestApp } from '../test/test-app';

let t: TestApp;
let f: CatalogueFixtures;
let alice: { id: number; token: string };

beforeAll(async () => {
  ({ t, f } = await catalogueApp());
  alice = await createMember(t.db, 'zawgyi-typist');
});
afterAll(() => t.close());

const names = async (keyword: string) =>
  ok(await t.call(goodsPageEndpoint, { keyword, page_size: 0 }))
    .list.map((g) => g.goods_name)
    .sort();

describe('Burmese as people type it, at the API boundary', () => {
  it('a Zawgyi keyword finds the goods its Unicode spelling finds', async () => {
    expect(await names('ခ်ည္ထဘီ')).toEqual(['ချည်ထဘီ အနီရောင်']);
    expect(await names('စမတ္ဖုန္း')).toEqual(await names('စမတ်ဖုန်း'));
    expect(await names('စမတ္ဖုန္း')).toEqual(['Galaxy A15 Phone']);
    expect(await names('ဖုန္း')).toEqual(await names('ဖုန်း'));
  });

  it('stores Zawgyi text as Unicode and Unicode text as it is', async () => {
    const as = t.as({ token: alice.token, lang: 'en-us' });
    const nickname = async () =>
      (
        await t.db.db
          .selectFrom('member')
          .select('nickname')
          .where('member_id', '=', alice.id)
          .executeTakeFirstOrThrow()
      ).nickname;
    ok(await as(modifyNicknameEndpoint, { nickname: 'ေမာင္ေမာင္' }));
    expect(await nickname()).toBe('မောင်မောင်');
    ok(await as(modifyNicknameEndpoint, { nickname: 'မိတ္ထီလာ ကျော်' }));
    expect(await nickname()).toBe('မိတ္ထီလာ ကျော်');
  });

  it('reads a quantity in Myanmar digits as its value', async () => {
    const as = t.as({ token: alice.token, lang: 'en-us' });
    ok(await as(cartAddEndpoint, { sku_id: f.goods.galaxy.skuId, num: '၂' as unknown as number }));
    const lines = ok(await as(cartListEndpoint));
    expect(lines.map((l) => [l.sku_id, l.num])).toEqual([[f.goods.galaxy.skuId, 2]]);
  });
});
