import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatImageUploadEndpoint, chatSayEndpoint, headimgUpload, modifyHeadimgEndpoint } from '@zay/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedFixtures } from '../../test/fixtures';
import { createMember } from '../../test/members';
import { uploadFile, uploadPayProof } from '../../test/uploads';
import { hasUpload } from '../../lib/image-upload';

/**
 * Two apps — two processes — sharing only the database and an S3 bucket (a local S3-compatible
 * server, s3rver), each with its own empty UPLOAD_DIR: what one stores the other accepts and
 * serves (issue 33 §2, ADR 105).
 */
const BUCKET = 'zay-test-uploads';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-s3-'));
let server: S3rver;
let a: TestApp;
let b: TestApp;
let shop: number;
let alice: { id: number; token: string };

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 'bucket'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const s3 = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  a = await createTestApp({ ...s3, UPLOAD_DIR: path.join(work, 'a') });
  b = await createTestApp({ ...s3, UPLOAD_DIR: path.join(work, 'b') }, { handle: a.db });
  shop = (await seedFixtures(a.db)).open1;
  alice = await createMember(a.db, 's3-alice');
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  await server?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('uploads in an S3-compatible bucket, shared by two processes', () => {
  it('a chat image uploaded through A is accepted by `say` on B and served by B', async () => {
    const up = await uploadFile(a, chatImageUploadEndpoint.path, alice.token, await jpeg(), {
      filename: 'x.jpg',
      type: 'image/jpeg',
    });
    expect(up.body.code).toBe(0);
    const pic = up.body.data.pic_path as string;
    // Nothing on either process's disk: the bucket holds it.
    expect(fs.existsSync(path.join(work, 'a'))).toBe(false);
    expect(await hasUpload(b.app.storage, pic)).toBe(true);

    const said = await b.call(
      chatSayEndpoint,
      { site_id: shop, content_type: 3, message: pic },
      { token: alice.token },
    );
    expect(said.body.code).toBe(0);

    const served = await b.app.inject({ method: 'GET', url: `/${pic}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=604800');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);

    const again = await b.app.inject({
      method: 'GET',
      url: `/${pic}`,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses on B what is in no bucket, and answers 404 for it and for paths outside', async () => {
    const made = 'upload/chat/202601/AAAAAAAAAAAAAAAAAAAAAAAA.jpg';
    const said = await b.call(
      chatSayEndpoint,
      { site_id: shop, content_type: 3, message: made },
      { token: alice.token },
    );
    expect(said.body.code).not.toBe(0);
    for (const url of [`/${made}`, '/upload/..%2f..%2fetc%2fpasswd', '/upload/chat/%00x.jpg']) {
      const res = await b.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('an avatar uploaded through A becomes the member’s on B, its 2× copy is served by B', async () => {
    const up = await uploadFile(a, headimgUpload.path, alice.token, await jpeg(), {
      filename: 'me.jpg',
      type: 'image/jpeg',
    });
    expect(up.body.code).toBe(0);
    const pic = up.body.data.pic_path as string;
    const saved = await b.call(modifyHeadimgEndpoint, { headimg: pic }, { token: alice.token });
    expect(saved.body.code).toBe(0);
    const twice = await b.app.inject({ method: 'GET', url: `/${pic.replace(/\.jpg$/, '@2x.jpg')}` });
    expect(twice.statusCode).toBe(200);
    expect((await sharp(twice.rawPayload).metadata()).width).toBe(240);
  });

  it('a transfer proof uploaded through A is stored in the bucket, served privately', async () => {
    const proof = await uploadPayProof(a, alice.token);
    expect(await hasUpload(b.app.storage, proof)).toBe(true);
    const own = await b.app.inject({
      method: 'GET',
      url: `/${proof}`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    const stranger = await b.app.inject({ method: 'GET', url: `/${proof}` });
    expect(stranger.statusCode).toBe(404);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['cross-origin-resource-policy']).not.toBe('cross-origin');
  });

  it('a size variant asked of B is made from the bucket’s original and stored there for A', async () => {
    const up = await uploadFile(a, chatImageUploadEndpoint.path, alice.token, await jpeg(), {
      filename: 'v.jpg',
      type: 'image/jpeg',
    });
    const pic = up.body.data.pic_path as string;
    const variant = pic.replace(/\.jpg$/, '_small.jpg');
    const res = await b.app.inject({ method: 'GET', url: `/${variant}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await hasUpload(a.app.storage, variant)).toBe(true);
  });
});
