import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goodsDetailEndpoint,
  goodsPageEndpoint,
  sellerGoodsBatchEndpoint,
  sellerGoodsImageUpload,
  sellerGoodsInfoEndpoint,
  sellerGoodsOptionsEndpoint,
  sellerGoodsPageEndpoint,
  sellerGoodsSaveEndpoint,
  type GoodsSaveBody,
} from '@zay/contract';
import { offContract } from '../../../test/call';
import { pngOf, uploadFile } from '../../../test/uploads';
import { bodyOf, goodsKit, info, save, shirtBody, type GoodsKit, type Staff } from './goods-edit-test-kit';

/**
 * QUALITY §4 for the goods console (ADR 090): another shop's goods by id, roles without the right,
 * prices and stock that are negative, fractional or huge, and script in every text field.
 */
const UPLOAD_DIR = './data/test-uploads-goods';
let k: GoodsKit;
let goodsA: number;
beforeAll(async () => {
  k = await goodsKit({ UPLOAD_DIR });
  goodsA = (await save(k.ownerA, shirtBody(k.f.c3, { goods_name: 'ဆိုင် A ၏ ရှပ်' }))).data!.goods_id;
});
afterAll(async () => {
  await k.t.close();
  fs.rmSync(UPLOAD_DIR, { recursive: true, force: true });
});

const snapshot = () =>
  k.t.db.db
    .selectFrom('goods_sku')
    .select(['sku_id', 'price', 'stock', 'sku_no', 'goods_id'])
    .where('goods_id', '=', goodsA)
    .orderBy('sku_id')
    .execute();

describe('ownership by id', () => {
  it('shop B’s staff can neither read, save, nor act on shop A’s goods; A’s goods stays as it was', async () => {
    const before = await snapshot();
    const form = await info(k.ownerA, goodsA);
    for (const who of [k.ownerB, k.editorB]) {
      expect((await who.call(sellerGoodsInfoEndpoint, { goods_id: goodsA })).body.error_code).toBe(
        'SELLER_GOODS_NOT_FOUND',
      );
      const taken = bodyOf(form, { goods_name: 'stolen' });
      expect((await save(who, taken)).error_code).toBe('SELLER_GOODS_NOT_FOUND');
      for (const action of ['off_sale', 'delete', 'restore', 'on_sale', 'shop_category'] as const) {
        const res = await who.call(sellerGoodsBatchEndpoint, { action, goods_ids: [goodsA] });
        expect(res.body.data.done).toEqual([]);
        expect(res.body.data.refused.map((r) => r.error_code)).toEqual(['SELLER_GOODS_NOT_FOUND']);
      }
      expect((await who.call(sellerGoodsPageEndpoint, { keyword: 'ဆိုင် A' })).body.data.count).toBe(0);
    }
    // A's own SKU ids in a new goods of B, or B's goods with A's SKU ids: not B's SKUs.
    const idsOfA = form.skus.map((s) => s.sku_id);
    const own = (await save(k.ownerB, shirtBody(k.f.c3))).data!.goods_id;
    const formB = await info(k.ownerB, own);
    const hijack = bodyOf(formB);
    hijack.skus.forEach((s, i) => (s.sku_id = idsOfA[i]!));
    expect((await save(k.ownerB, hijack)).error_code).toBe('GOODS_SKU_INVALID');
    const fresh = shirtBody(k.f.c3);
    fresh.skus[0]!.sku_id = idsOfA[0]!;
    expect((await save(k.ownerB, fresh)).error_code).toBe('GOODS_SKU_INVALID');
    // A shop id in the body changes nothing: the shop is the caller's.
    const named = await save(k.ownerB, offContract({ ...shirtBody(k.f.c3), site_id: k.shopA }) as GoodsSaveBody);
    const row = await k.t.db.db
      .selectFrom('goods')
      .select('site_id')
      .where('goods_id', '=', named.data!.goods_id)
      .executeTakeFirstOrThrow();
    expect(row.site_id).toBe(k.shopB);
    expect(await snapshot()).toEqual(before);
  });

  it('roles without the goods right, the platform’s staff and no session are refused', async () => {
    const refused = async (who: Staff) => {
      const answers = [
        await who.call(sellerGoodsPageEndpoint, {}),
        await who.call(sellerGoodsInfoEndpoint, { goods_id: goodsA }),
        await who.call(sellerGoodsOptionsEndpoint, {}),
        await who.call(sellerGoodsSaveEndpoint, shirtBody(k.f.c3)),
        await who.call(sellerGoodsBatchEndpoint, { action: 'off_sale', goods_ids: [goodsA] }),
      ];
      return answers.map((a) => a.body.error_code);
    };
    expect(await refused(k.clerkA)).toEqual(Array(5).fill('SELLER_FORBIDDEN'));
    expect(await refused(k.verifierA)).toEqual(Array(5).fill('SELLER_FORBIDDEN'));
    expect(await refused(k.platform)).toEqual(Array(5).fill('SELLER_FORBIDDEN'));
    const anonymous = await k.t.call(sellerGoodsSaveEndpoint, shirtBody(k.f.c3));
    expect(anonymous.body.error_code).toBe('TOKEN_NOT_EXIST');
    // The goods editor may.
    expect((await k.editorA.call(sellerGoodsPageEndpoint, {})).body.code).toBe(0);
  });

  it('uploads a goods image for the goods right only, re-encoded; refuses what is not a picture', async () => {
    const png = await pngOf('#c33', 64, 48);
    const ok = await uploadFile(k.t, sellerGoodsImageUpload.path, k.editorA.token, png);
    expect(ok.body.code).toBe(0);
    expect(ok.body.data.pic_path).toMatch(new RegExp(`^upload/goods/${k.shopA}/\\d{6}/[\\w-]+\\.png$`));
    const clerk = await uploadFile(k.t, sellerGoodsImageUpload.path, k.clerkA.token, png);
    expect(clerk.body.error_code).toBe('SELLER_FORBIDDEN');
    const text = await uploadFile(k.t, sellerGoodsImageUpload.path, k.editorA.token, Buffer.from('<script>x</script>'));
    expect(text.body.error_code).toBe('UPLOAD_TYPE_INVALID');
  });
});

describe('numbers out of bounds', () => {
  const withSku = (patch: Record<string, unknown>) => {
    const body = shirtBody(k.f.c3);
    Object.assign(body.skus[0]!, patch);
    return body;
  };
  it.each([
    ['a negative price', { price: '-1' }, 'A price is from 0 to 100,000,000 Ks with at most 2 decimals'],
    ['a price of three decimals', { price: '10.555' }, 'invalid'],
    ['a huge price', { price: '100000000.01' }, 'A price is from 0 to 100,000,000 Ks with at most 2 decimals'],
    ['a price past safe integers', { price: '99999999999999999999' }, ''],
    ['a price that is not a number', { price: 'NaN' }, ''],
    ['a negative market price', { market_price: '-5' }, 'A price is from 0'],
    ['a negative stock', { stock: -1 }, 'Stock is a whole number from 0 to 99,999,999'],
    ['a fractional stock', { stock: 1.5 }, ''],
    ['a huge stock', { stock: 100_000_000 }, 'Stock is a whole number from 0 to 99,999,999'],
    ['a stock as text', { stock: '1e3' }, ''],
    ['a negative weight', { weight: -1 }, 'Weight is a whole number'],
  ])('refuses %s, and writes nothing', async (_what, patch, text) => {
    const count = async () => (await k.t.db.db.selectFrom('goods').select('goods_id').execute()).length;
    const before = await count();
    const res = await save(k.ownerA, withSku(patch));
    expect(res.code).not.toBe(0);
    expect(res.error_code).toBe('PARAMETER_ERROR');
    expect(res.message).toContain(text);
    expect(await count()).toBe(before);
  });

  it('refuses more than 3 specs, more than 10 images, more than 300 SKUs and a stock edit below 0', async () => {
    const specs = [1, 2, 3, 4].map((n) => ({
      spec_id: n,
      spec_name: `s${n}`,
      value: [{ spec_value_id: 1, spec_value_name: 'v' }],
    }));
    const four = await save(k.ownerA, shirtBody(k.f.c3, { specs }));
    expect(four.message).toBe('Specs: at most 3, each with a name and 1 to 20 different values');
    const images = Array.from({ length: 11 }, (_, i) => `upload/goods/1/${i}.jpg`);
    expect((await save(k.ownerA, shirtBody(k.f.c3, { images }))).message).toBe('A goods may have at most 10 images');
    const many = shirtBody(k.f.c3, {
      specs: [],
      skus: Array.from({ length: 301 }, () => ({ spec_value_ids: [], price: '1', stock: 1 })),
    });
    expect((await save(k.ownerA, many)).message).toBe('A goods may have at most 300 SKUs');
    const form = await info(k.ownerA, goodsA);
    const below = bodyOf(form);
    below.skus[0]!.stock_was = 50;
    below.skus[0]!.stock = 0; // 10 − 50 < 0
    expect((await save(k.ownerA, below)).error_code).toBe('GOODS_STOCK_CHANGED');
  });

  it('refuses image paths that are not uploads or https, and a video that is not https', async () => {
    for (const path of [
      'javascript:alert(1)',
      'upload/../../etc/passwd',
      'http://x.test/a.jpg',
      'upload/a" onerror="x',
    ])
      expect((await save(k.ownerA, shirtBody(k.f.c3, { images: [path] }))).message).toBe(
        'This image cannot be used; upload it again',
      );
    expect((await save(k.ownerA, shirtBody(k.f.c3, { video_url: 'javascript:alert(1)' }))).message).toBe(
      'The video address must start with https://',
    );
  });
});

describe('script in every text field', () => {
  it('keeps names, specs, codes and keywords as text and strips script from descriptions, in every language', async () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const body = shirtBody(k.f.c3, {
      goods_name: `ရှပ် ${evil}`.slice(0, 100),
      introduction: evil,
      keywords: evil,
      unit: '<b>x</b>',
      goods_content: `<p>ok</p>${evil}<a href="javascript:alert(3)">x</a>`,
      attrs: [{ attr_name: evil.slice(0, 30), attr_value_name: evil }],
      translations: {
        'zh-cn': { goods_name: `中 ${evil}`, introduction: evil, goods_content: `<p>中</p>${evil}` },
        'en-us': { goods_name: '', introduction: '', goods_content: '' },
      },
    });
    body.specs![0]!.spec_name = '<i>x</i>';
    body.specs![0]!.value[0]!.spec_value_name = '<svg onload=1>';
    body.skus[0]!.sku_no = '<script>';
    const saved = await save(k.ownerA, body);
    expect(saved.code).toBe(0);
    const form = await info(k.ownerA, saved.data!.goods_id);
    expect(form.goods_name).toBe(body.goods_name);
    expect(form.introduction).toBe(evil);
    expect(form.specs[0]!.value[0]!.spec_value_name).toBe('<svg onload=1>');
    expect(form.skus[0]!.sku_no).toBe('<script>');
    for (const html of [form.goods_content, form.translations['zh-cn'].goods_content]) {
      expect(html).not.toMatch(/<script|onerror|javascript:/i);
    }
    const detail = (await k.t.call(goodsDetailEndpoint, { sku_id: saved.data!.sku_id }, { lang: 'zh-cn' })).body.data;
    expect(detail.goods_sku_detail.goods_content).not.toMatch(/<script|onerror|javascript:/i);
    expect(detail.goods_sku_detail.goods_name).toBe(`中 ${evil}`);
    // Found by its (text) name like any other goods.
    const found = (await k.t.call(goodsPageEndpoint, { keyword: 'alert(1)' })).body.data.list;
    expect(found.map((g) => g.goods_id)).toContain(saved.data!.goods_id);
  });
});
