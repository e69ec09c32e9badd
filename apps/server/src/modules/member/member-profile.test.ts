import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponNumEndpoint,
  memberDetailEndpoint,
  memberInfoEndpoint,
  modifyHeadimgEndpoint,
  modifyNicknameEndpoint,
} from '@zay/contract';
import { createMember } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadHeadimg } from './member-test-kit';

const UPLOAD_DIR = './data/test-uploads-headimg';
let t: TestApp;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR });
  alice = await createMember(t.db, 'alice');
  bob = await createMember(t.db, 'bob');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(UPLOAD_DIR, { recursive: true, force: true });
});

const as = (m: { token: string }) => t.as({ lang: 'en-us', token: m.token });

function picture(format: 'png' | 'jpeg' | 'webp', width = 300, height = 200) {
  const img = sharp({ create: { width, height, channels: 3, background: '#2a7' } });
  return img[format]().toBuffer();
}

describe('member/info', () => {
  it('tells whether the member has a login password, never the hash', async () => {
    const info = (await as(alice)(memberInfoEndpoint)).body.data;
    expect(info.password).toBe(0);
    await t.db.db.updateTable('member').set({ password: 'scrypt$x' }).where('member_id', '=', alice.id).execute();
    expect((await as(alice)(memberInfoEndpoint)).body.data.password).toBe(1);
    expect((await as(alice)(memberDetailEndpoint)).body.data.password).toBe(0);
  });
});

describe('member/couponnum', () => {
  it('counts store and platform coupons by state; unused ones past their term count as expired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const coupon = (site_id: number, state: number, end_time: number, member_id = alice.id) => ({
      member_id,
      site_id,
      state,
      end_time,
    });
    await t.db.db
      .insertInto('coupon')
      .values([
        coupon(3, 1, now + 3600),
        coupon(0, 1, now + 3600),
        coupon(3, 1, now - 10),
        coupon(0, 2, now + 3600),
        coupon(3, 3, now - 3600),
        coupon(3, 1, now + 3600, bob.id),
      ])
      .execute();
    expect((await as(alice)(couponNumEndpoint)).body.data).toBe(2);
    expect((await as(alice)(couponNumEndpoint, { state: 2 })).body.data).toBe(1);
    expect((await as(alice)(couponNumEndpoint, { state: 3 })).body.data).toBe(2);
    expect((await as(bob)(couponNumEndpoint)).body.data).toBe(1);
    const bad = await as(alice)(couponNumEndpoint, { state: 4 as never });
    expect(bad.body.code).not.toBe(0);
  });
});

describe('member/modifynickname', () => {
  it('saves a trimmed nickname and shows it in member/info', async () => {
    const res = await as(alice)(modifyNicknameEndpoint, { nickname: '  ခင်ခင် 🌸 ' });
    expect(res.body).toMatchObject({ code: 0, data: 1, message: 'Your nickname has been saved' });
    expect((await as(alice)(memberInfoEndpoint)).body.data.nickname).toBe('ခင်ခင် 🌸');
  });

  it.each([
    ['empty', '', 'Please enter a nickname'],
    ['blank', '   ', 'Please enter a nickname'],
    ['too long', 'x'.repeat(31), 'The nickname may have at most 30 characters'],
  ])('refuses a nickname that is %s', async (_why, nickname, text) => {
    const res = await as(bob)(modifyNicknameEndpoint, { nickname });
    expect(res.status).toBe(200);
    expect(res.body.code).toBeLessThan(0);
    expect(res.body.message).toContain(text);
    expect((await as(bob)(memberInfoEndpoint)).body.data.nickname).toBe('bob');
  });

  it('answers in the language asked (Burmese by default)', async () => {
    const res = await t.call(modifyNicknameEndpoint, { nickname: '' }, { token: bob.token });
    expect(res.body.message).toContain('အမည်ပြောင်');
  });
});

describe('upload/headimg and member/modifyheadimg', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('crops a %s to 120×120 and keeps a 240×240 copy', async (format) => {
    const res = await uploadHeadimg(t.app, await picture(format), alice.token);
    expect(res.body).toMatchObject({ code: 0, message: 'Uploaded', data: { pic_spec: '120*120', site_id: 0 } });
    const pic: string = res.body.data.pic_path;
    expect(pic).toMatch(new RegExp(`^upload/headimg/${alice.id}/\\d{6}/[\\w-]+\\.(png|jpg|webp)$`));
    const file = path.join(UPLOAD_DIR, pic.slice('upload/'.length));
    const small = await sharp(fs.readFileSync(file)).metadata();
    const large = await sharp(fs.readFileSync(file.replace(/(\.\w+)$/, '@2x$1'))).metadata();
    expect([small.format, small.width, small.height]).toEqual([format, 120, 120]);
    expect([large.width, large.height]).toEqual([240, 240]);
    const saved = await as(alice)(modifyHeadimgEndpoint, { headimg: pic });
    expect(saved.body).toMatchObject({ code: 0, message: 'Your profile picture has been saved' });
    expect((await as(alice)(memberInfoEndpoint)).body.data.headimg).toBe(pic);
  });

  it('refuses a path that is not an avatar uploaded by this member', async () => {
    const mine = (await uploadHeadimg(t.app, await picture('png'), alice.token)).body.data.pic_path as string;
    for (const headimg of [
      mine.replace(`headimg/${alice.id}/`, `headimg/${bob.id}/`),
      'upload/chat/202611/abc.png',
      'https://evil.example/a.png',
      `upload/headimg/${bob.id}/202611/../../../x.png`,
      '',
    ]) {
      const res = await as(bob)(modifyHeadimgEndpoint, { headimg });
      expect(res.body.code, headimg).toBeLessThan(0);
    }
    const other = await as(bob)(modifyHeadimgEndpoint, { headimg: mine });
    expect(other.body.error_code).toBe('HEADIMG_INVALID');
    expect((await as(bob)(memberInfoEndpoint)).body.data.headimg).toBe('');
  });
});
