import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { platformTopicBannerUpload } from '@zay/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';
import { uploadFile } from '../../../test/uploads';
import { staff } from '../../trade/fulfilment/fulfilment-test-kit';

const UPLOAD_DIR = './data/test-uploads-topic';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR });
  await seedFixtures(t.db);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(UPLOAD_DIR, { recursive: true, force: true });
});

const banner = () =>
  sharp({ create: { width: 120, height: 40, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
const upload = async (token: string, bytes?: Buffer) =>
  uploadFile(t, platformTopicBannerUpload.path, token, bytes ?? (await banner()), {
    filename: 'b.png',
    type: 'image/png',
    headers: { 'accept-language': 'en-US' },
  });

it('stores a platform staff member’s banner under upload/topic', async () => {
  const platform = await staff(t, 0, 'operations', 'tb-platform');
  const { body } = await upload(platform.token);
  expect(body.code).toBe(0);
  expect(body.data.pic_path).toMatch(/^upload\/topic\/\d{6}\/[\w-]+\.png$/);
  const html = await upload(platform.token, Buffer.from('<!doctype html><script>alert(1)</script>'));
  expect(html.body.error_code).toBe('UPLOAD_TYPE_INVALID');
});

it('refuses a shop’s owner and a member', async () => {
  const owner = await staff(t, 1, 'owner', 'tb-owner');
  expect((await upload(owner.token)).body.error_code).toBe('PLATFORM_STAFF_ONLY');
  const member = await createMember(t.db, 'tb-member');
  expect((await upload(member.token)).body.error_code).toBe('TOKEN_ERROR');
});
