import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as migrate014 } from './db/migrations/014-family-paths-and-wallets';
import { createImageSet } from './db/seed/images';
import { seedFixtures } from './test/fixtures';
import { createMember } from './test/members';
import { createTestApp, type TestApp } from './test/test-app';
import { CLIENT, clientPost } from './test/family-client';
import { pngOf, uploadFile } from './test/uploads';

/**
 * Issue 13 "Images", called the way an existing client of this API family calls Zay: from its
 * own origin (listed in CORS_ORIGINS), `token` in the body, no cookie; it puts its image domain
 * and a `/` in front of every image path (ADR 044).
 */
const ORIGIN = 'https://zay.test';
const UPLOAD_DIR = './data/test-uploads-family';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedFixtures>>;
let member: { id: number; token: string };
let skuId: number;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: CLIENT, PUBLIC_ORIGIN: ORIGIN, UPLOAD_DIR, CATALOG_CACHE_MS: '0' });
  f = await seedFixtures(t.db);
  member = await createMember(t.db, 'family-images');
  const goods = t.db.db.selectFrom('goods').select('sku_id').where('goods_id', '=', f.visible);
  skuId = (await goods.executeTakeFirstOrThrow()).sku_id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(UPLOAD_DIR, { recursive: true, force: true });
});

const call = (url: string, body: object = {}) => clientPost(t, url, body);

/** An upload from the client's origin, no cookie (uploads take the token as a Bearer header). */
async function uploadChatImage() {
  const png = await pngOf('#c33', 20, 20);
  return (await uploadFile(t, '/api/upload/chatimg', member.token, png, { headers: { origin: CLIENT } })).body;
}

describe('image paths are relative, without a leading slash', () => {
  it('in answers that carry them, in uploads and in the seed', async () => {
    const adv = (await call('/api/adv/detail', { keyword: 'NS_PC_INDEX' })).data;
    expect(adv.adv_list[0].adv_image).toMatch(/^upload\//);
    const shop = (await call('/api/shop/info', { site_id: f.open1 })).data;
    expect(shop.logo).toMatch(/^upload\//);
    const upload = await uploadChatImage();
    expect(upload).toMatchObject({ code: 0 });
    expect(upload.data.pic_path).toMatch(/^upload\/chat\/\d{6}\/[\w-]+\.\w+$/);
    // The client's own URL for it: its image domain, a `/`, the path.
    expect((await t.app.inject({ method: 'GET', url: `/${upload.data.pic_path}` })).statusCode).toBe(200);
    expect(createImageSet().add('adv', 'x', [10, 10], () => '<svg/>')).toBe('upload/seed/adv/x.webp');
  });

  it('migration 014 rewrites stored rows: single paths, lists, JSON; wallets take the family keys', async () => {
    const db = t.db.db;
    await db.updateTable('shop').set({ logo: '/upload/s.png' }).where('site_id', '=', f.open1).execute();
    const oldPay = '{"balance":{"enabled":1},"mobilewallet":{"enabled":0},"onlinewallet":{"enabled":1}}';
    await db.insertInto('config').values({ config_key: 'pay_config', value: oldPay, update_time: 0 }).execute();
    await db
      .updateTable('goods_sku')
      .set({ sku_image: '/upload/a.png', sku_images: '/upload/a.png,/upload/b.png' })
      .where('sku_id', '=', skuId)
      .execute();
    await db
      .insertInto('config')
      .values({ config_key: 'family_test', value: '{"logo":"/upload/l.png","url":"/list"}', update_time: 0 })
      .execute();
    await migrate014(db as never);
    const sku = await db
      .selectFrom('goods_sku')
      .select(['sku_image', 'sku_images'])
      .where('sku_id', '=', skuId)
      .executeTakeFirstOrThrow();
    expect(sku).toEqual({ sku_image: 'upload/a.png', sku_images: 'upload/a.png,upload/b.png' });
    const cfg = await db
      .selectFrom('config')
      .select('value')
      .where('config_key', '=', 'family_test')
      .executeTakeFirstOrThrow();
    expect(cfg.value).toBe('{"logo":"upload/l.png","url":"/list"}');
    const shop = await db.selectFrom('shop').select('logo').where('site_id', '=', f.open1).executeTakeFirstOrThrow();
    expect(shop.logo).toBe('upload/s.png');
    const pay = await db
      .selectFrom('config')
      .select('value')
      .where('config_key', '=', 'pay_config')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(pay.value)).toEqual({
      balance: { enabled: 1 },
      wechatpay: { enabled: 0 },
      alipay: { enabled: 1 },
    });
    await db.deleteFrom('config').where('config_key', 'in', ['pay_config', 'family_test']).execute();
  });
});

describe('rich text carries absolute image URLs', () => {
  it('goods_content, help and notices', async () => {
    const db = t.db.db;
    const html = (src: string) => `<p>x</p><p><img src="${src}" alt="a"></p>`;
    await db
      .updateTable('goods')
      .set({ goods_content: html('upload/seed/goods/a.webp') })
      .where('goods_id', '=', f.visible)
      .execute();
    const detail = (await call('/api/goodssku/detail', { sku_id: skuId })).data;
    expect(detail.goods_sku_detail.goods_content).toBe(html(`${ORIGIN}/upload/seed/goods/a.webp`));

    const help = await db.selectFrom('help').select('id').executeTakeFirstOrThrow();
    await db
      .updateTable('help')
      .set({ content: html('/upload/help/h.png') })
      .where('id', '=', help.id)
      .execute();
    expect((await call('/api/help/info', { id: help.id })).data.content).toBe(html(`${ORIGIN}/upload/help/h.png`));

    const notice = await db
      .insertInto('notice')
      .values({ title: 'Notice', content: html('upload/n.png') })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call('/api/notice/info', { id: notice.id })).data.content).toBe(html(`${ORIGIN}/upload/n.png`));
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  it('public images allow cross-origin use; proofs, pages and API answers stay strict', async () => {
    const file = path.join(UPLOAD_DIR, 'seed/adv/corp.webp');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer(),
    );
    const image = await t.app.inject({ method: 'GET', url: '/upload/seed/adv/corp.webp', headers: { origin: CLIENT } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const proof = path.join(UPLOAD_DIR, `payproof/${member.id}/202601/aaaaaaaaaaaa.webp`);
    fs.mkdirSync(path.dirname(proof), { recursive: true });
    fs.copyFileSync(file, proof);
    const own = await t.app.inject({
      method: 'GET',
      url: `/upload/payproof/${member.id}/202601/aaaaaaaaaaaa.webp`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cross-origin-resource-policy']).toBe('same-origin');

    const api = await t.app.inject({
      method: 'POST',
      url: '/api/website/info',
      payload: {},
      headers: { origin: CLIENT },
    });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('QR codes are PNGs Zay serves (issue 32 §2)', () => {
  it('website/wapqrcode and goodssku/goodsqrcode answer path.h5.img as an absolute URL of a cacheable, cross-origin PNG', async () => {
    for (const [url, body] of [
      ['/api/website/wapqrcode', {}],
      ['/api/goodssku/goodsqrcode', { sku_id: skuId }],
    ] as const) {
      const { code, data } = await call(url, body);
      expect(code).toBe(0);
      // The client puts its image domain only before what does not start with http.
      expect(data.path.h5.img).toMatch(new RegExp(`^${ORIGIN}/upload/qrcode/[\\w-]+\\.png$`));
      expect(data.img).toBe(data.path.h5.img);
      const png = await t.app.inject({
        method: 'GET',
        url: data.path.h5.img.slice(ORIGIN.length),
        headers: { origin: CLIENT },
      });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(png.headers['cache-control']).toContain('max-age=31536000');
      expect((await sharp(png.rawPayload).metadata()).format).toBe('png');
    }
    const sku = (await call('/api/goodssku/goodsqrcode', { sku_id: skuId })).data;
    const site = (await call('/api/website/wapqrcode', {})).data;
    expect(sku.url).toBe(`${ORIGIN}/sku-${skuId}`);
    expect(sku.img).not.toBe(site.img);
  });
});

describe('image size variants (issue 32 §1)', () => {
  /** A 1000×600 original written where the seed puts goods images. */
  async function original(rel: string, format: 'webp' | 'png' | 'jpeg' = 'webp') {
    const file = path.join(UPLOAD_DIR, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const img = sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2a6' } });
    fs.writeFileSync(file, await img.toFormat(format).toBuffer());
    return file;
  }
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { origin: CLIENT } });

  it('_big, _mid and _small before the extension answer the image at 800, 400 and 200 px, with the originals’ headers', async () => {
    await original('seed/goods/g1-main.webp');
    const orig = await get('/upload/seed/goods/g1-main.webp');
    for (const [suffix, width] of [
      ['big', 800],
      ['mid', 400],
      ['small', 200],
    ] as const) {
      const res = await get(`/upload/seed/goods/g1-main_${suffix}.webp`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['cache-control']).toBe(orig.headers['cache-control']);
      expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height: (width * 3) / 5 });
      // Kept on disk beside the original: the next request is a plain file.
      expect(fs.existsSync(path.join(UPLOAD_DIR, `seed/goods/g1-main_${suffix}.webp`))).toBe(true);
    }
  });

  it('work for every kind of public image the answers name: goods, shop, brand, advert, upload', async () => {
    await original('seed/shop/logo-1.png', 'png');
    await original('seed/brand/b-1.webp');
    await original('seed/adv/banner-1.webp');
    const upload = await uploadChatImage();
    const goodsImage = (await call('/api/goodssku/detail', { sku_id: skuId })).data.goods_sku_detail.sku_image;
    await original(goodsImage.slice('upload/'.length));
    for (const image of [
      'upload/seed/shop/logo-1.png',
      'upload/seed/brand/b-1.webp',
      'upload/seed/adv/banner-1.webp',
      upload.data.pic_path,
      goodsImage,
    ]) {
      // The client's URL: its image domain, a `/`, the path with `_mid` before the extension.
      const url = `/${image.replace(/(\.\w+)$/, '_mid$1')}`;
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('refuse (404) names that are not a variant of an existing image, paths out of the directory and proofs', async () => {
    await original('seed/goods/g2.webp');
    fs.mkdirSync(path.join(UPLOAD_DIR, '..', 'outside'), { recursive: true });
    fs.copyFileSync(path.join(UPLOAD_DIR, 'seed/goods/g2.webp'), path.join(UPLOAD_DIR, '..', 'outside', 'x.webp'));
    const proof = path.join(UPLOAD_DIR, `payproof/${member.id}/202601/bbbbbbbbbbbb.webp`);
    fs.mkdirSync(path.dirname(proof), { recursive: true });
    fs.copyFileSync(path.join(UPLOAD_DIR, 'seed/goods/g2.webp'), proof);
    for (const url of [
      '/upload/seed/goods/none_mid.webp', // no original
      '/upload/seed/goods/g2_huge.webp', // not a size
      '/upload/seed/goods/g2_mid.png', // not the original's format
      '/upload/seed/goods/g2_mid_small.webp', // a variant of a variant
      '/upload/../outside/x_mid.webp',
      '/upload/seed/%2e%2e/%2e%2e/../outside/x_mid.webp',
      '/upload/seed/..%2f..%2f..%2foutside/x_mid.webp',
      `/upload/payproof/${member.id}/202601/bbbbbbbbbbbb_mid.webp`,
    ]) {
      const res = await get(url);
      expect([403, 404], url).toContain(res.statusCode);
    }
    expect(fs.existsSync(path.join(UPLOAD_DIR, '..', 'outside', 'x_mid.webp'))).toBe(false);
    expect(fs.existsSync(path.join(UPLOAD_DIR, 'seed/goods/g2_mid_small.webp'))).toBe(false);
    expect(fs.existsSync(proof.replace('.webp', '_mid.webp'))).toBe(false);
    fs.rmSync(path.join(UPLOAD_DIR, '..', 'outside'), { recursive: true, force: true });
  });

  it('many first requests of one variant at once make it once, and every one gets it', async () => {
    await original('seed/goods/g3.webp');
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/upload/seed/goods/g3_small.webp')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(fs.readdirSync(path.join(UPLOAD_DIR, 'seed/goods')).filter((f) => f.startsWith('g3'))).toEqual([
      'g3.webp',
      'g3_small.webp',
    ]);
  });
});
