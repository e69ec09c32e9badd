import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADIMG_MAX_BYTES, memberInfoEndpoint, modifyNicknameEndpoint } from '@zay/contract';
import { createMember } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadHeadimg } from './member-test-kit';

const UPLOAD_DIR = './data/test-uploads-headimg-abuse';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(UPLOAD_DIR, { recursive: true, force: true });
});

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();

describe('avatar upload abuse', () => {
  it.each([
    ['an SVG renamed .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['HTML renamed .png', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a PNG header over garbage', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(300, 7)])],
  ])('refuses %s and stores nothing', async (_name, bytes) => {
    const m = await createMember(t.db, `m${Math.random().toString(36).slice(2, 8)}`);
    const res = await uploadHeadimg(t.app, bytes, m.token);
    expect(res.status).toBe(200);
    expect(res.body.code).toBeLessThan(0);
    expect(fs.existsSync(`${UPLOAD_DIR}/headimg/${m.id}`)).toBe(false);
  });

  it('refuses a GIF (an avatar is a still picture)', async () => {
    const m = await createMember(t.db, 'gifmaker');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await uploadHeadimg(t.app, gif, m.token)).body.error_code).toBe('HEADIMG_TYPE_INVALID');
  });

  it('refuses a file over the limit and a visitor', async () => {
    const m = await createMember(t.db, 'bigfile');
    const huge = Buffer.concat([await png(), Buffer.alloc(HEADIMG_MAX_BYTES + 10)]);
    expect((await uploadHeadimg(t.app, huge, m.token)).body.error_code).toBe('UPLOAD_TOO_LARGE');
    const anon = await uploadHeadimg(t.app, await png(), 'not-a-token');
    expect(anon.body.code).toBeLessThan(0);
    expect(fs.existsSync(`${UPLOAD_DIR}/headimg`)).toBe(false);
  });

  it('limits avatar uploads per member', async () => {
    const m = await createMember(t.db, 'flooder');
    const bytes = await png();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await uploadHeadimg(t.app, bytes, m.token)).status);
    const ok = statuses.filter((s) => s === 200).length;
    expect(ok).toBeGreaterThanOrEqual(10);
    expect(ok).toBeLessThan(14);
  });

  it('keeps script in a nickname as plain text', async () => {
    const m = await createMember(t.db, 'scripter');
    const nickname = '<img src=x onerror=alert(1)>';
    await t.call(modifyNicknameEndpoint, { nickname }, { token: m.token });
    expect((await t.call(memberInfoEndpoint, {}, { token: m.token })).body.data.nickname).toBe(nickname);
  });
});
