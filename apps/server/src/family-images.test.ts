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
