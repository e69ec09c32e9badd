import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatImageUploadEndpoint, chatSayEndpoint } from '@zay/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedFixtures } from '../../test/fixtures';
import { createMember } from '../../test/members';
import { createServicer } from '../chat/chat-test-kit';
import { sniffImage } from '../../lib/image-upload';
import { fileForm, uploadFile } from '../../test/uploads';

const UPLOAD_DIR = './data/test-uploads-chat';
let t: TestApp;
let shop: number;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

const upload = (bytes: Buffer, filename = 'a.png', type = 'image/png', token = alice.token) =>
  uploadFile(t, chatImageUploadEndpoint.path, token, bytes, {
    filename,
    type,
    headers: { 'accept-language': 'en-US' },
  });

function picture(format: 'png' | 'jpeg' | 'webp' | 'gif') {
  const img = sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } });
  return img[format]().toBuffer();
}

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR });
  shop = (await seedFixtures(t.db)).open1;
  alice = await createMember(t.db, 'alice');
  bob = await createMember(t.db, 'bob');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(UPLOAD_DIR, { recursive: true, force: true });
});

describe('chat image upload', () => {
  it.each(['png', 'jpeg', 'webp', 'gif'] as const)('accepts a real %s, re-encodes and stores it', async (format) => {
    const res = await upload(await picture(format), `x.${format}`, `image/${format}`);
    expect(res.body.code).toBe(0);
    const pic = res.body.data.pic_path as string;
    expect(pic).toMatch(/^upload\/chat\/\d{6}\/[\w-]+\.(png|jpg|webp|gif)$/);
    const file = path.join(UPLOAD_DIR, pic.slice('upload/'.length));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta.format).toBe(format);
    expect(meta.width).toBe(40);
    const served = await t.app.inject({ method: 'GET', url: `/${pic}` });
    expect(served.statusCode).toBe(200);
  });

  it('sends an uploaded image as a chat message', async () => {
    const { body } = await upload(await picture('png'));
    const res = await t.call(
      chatSayEndpoint,
      { site_id: shop, content_type: 3, message: body.data.pic_path },
      { token: alice.token },
    );
    expect(res.body).toMatchObject({
      code: 0,
      data: { record: { content_type: 3, consumer_say: body.data.pic_path } },
    });
  });

  it('lets a servicer upload too', async () => {
    const sv = await createServicer(t.db, shop, 'sv-up');
    const res = await upload(await picture('png'), 'a.png', 'image/png', sv.token);
    expect(res.body.code).toBe(0);
  });

  it.each([
    ['an SVG renamed .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['HTML renamed .png', Buffer.from('<!doctype html><script>alert(1)</script>')],
    [
      'a PNG header over garbage',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
    ],
  ])('refuses %s', async (_name, bytes) => {
    const before = fs.existsSync(path.join(UPLOAD_DIR, 'chat')) ? countFiles(path.join(UPLOAD_DIR, 'chat')) : 0;
    const res = await upload(bytes, 'a.png', 'image/png', bob.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: -1, message: 'only JPEG, PNG, WebP or GIF images can be uploaded' });
    const after = fs.existsSync(path.join(UPLOAD_DIR, 'chat')) ? countFiles(path.join(UPLOAD_DIR, 'chat')) : 0;
    expect(after).toBe(before);
  });

  it('refuses files over the size limit, missing files and visitors', async () => {
    const huge = Buffer.concat([await picture('png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const carol = await createMember(t.db, 'carol');
    const big = await upload(huge, 'a.png', 'image/png', carol.token);
    expect(big.status).toBe(200);
    expect(big.body.error_code).toBe('UPLOAD_TOO_LARGE');
    const none = await t.call(chatImageUploadEndpoint, {}, { token: carol.token, lang: 'en-us' });
    expect(none.body.error_code).toBe('UPLOAD_REQUIRED');
    const { payload, headers } = fileForm(await picture('png'));
    const anon = await t.app.inject({ method: 'POST', url: chatImageUploadEndpoint.path, payload, headers });
    expect(anon.statusCode).toBe(200);
  });

  it('limits uploads per uploader', async () => {
    const dan = await createMember(t.db, 'dan');
    const png = await picture('png');
    // One after another, quickly, so the bucket (one a second, bursts of 10) barely refills;
    // sent together, all but two would wait on the encoder (upload.abuse.test.ts).
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await upload(png, 'a.png', 'image/png', dan.token)).status);
    const ok = statuses.filter((s) => s === 200).length;
    expect(ok).toBeGreaterThanOrEqual(10);
    expect(ok).toBeLessThanOrEqual(12);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - ok);
  });

  it('sniffs types from the bytes', () => {
    expect(sniffImage(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(Buffer.from('<svg'))).toBeNull();
  });
});

function countFiles(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0);
}
