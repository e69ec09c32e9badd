import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaEndpoint, registerMobileCodeEndpoint } from '@zay/contract';
import type { Answer } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { captchaAnswer } from '../../../test/auth-codes';

/** Issue 19 §7: a captcha a script cannot read from its markup, and SMS caps beyond the number. */
let t: TestApp;
let seq = 0;
const mobile = () => `0943${String(100000 + ++seq).padStart(6, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ SMS_PER_IP_PER_HOUR: '4', SMS_PER_DEVICE_PER_HOUR: '3', SMS_PER_HOUR: '10' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.db.deleteFrom('rate_counter').execute();
});

/** A captcha and its answer (read from the database, as a person reads the picture). */
async function captcha(headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  const res = await t.call(captchaEndpoint, {}, { headers, remoteAddress });
  const { id, img } = res.body.data;
  return { id, img, code: await captchaAnswer(t.db, id), cookie: String(res.headers['set-cookie'] ?? '') };
}

function sendCode(ip: string, cookie = '') {
  return captcha(cookie ? { cookie } : {}, ip).then((c) =>
    t.call(
      registerMobileCodeEndpoint,
      { mobile: mobile(), captcha_id: c.id, captcha_code: c.code },
      { lang: 'en-us', remoteAddress: ip, headers: cookie ? { cookie } : {} },
    ),
  );
}
const codes = (res: Answer<unknown>[]) => res.map((r) => r.body.error_code ?? 'OK');

describe('the captcha is a noisy raster picture', () => {
  it('keeps the {id, img} shape with a PNG whose bytes hold no text or vector data', async () => {
    const c = await captcha();
    expect(c.img).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(c.img.split(',')[1]!, 'base64');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 120, height: 44 });
    const text = bytes.toString('latin1');
    expect(text).not.toMatch(/<svg|<path|tEXt|iTXt/);
    expect(text.toLowerCase()).not.toContain(c.code);
  });

  it('is noisy: no two pictures alike, and most pixels differ from their neighbours', async () => {
    const a = await captcha();
    const b = await captcha();
    expect(a.img).not.toBe(b.img);
    const { data } = await sharp(Buffer.from(a.img.split(',')[1]!, 'base64'))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let changes = 0;
    for (let i = 1; i < data.length; i++) if (data[i] !== data[i - 1]) changes++;
    expect(changes / data.length).toBeGreaterThan(0.5);
  });

  it('sets a device cookie once', async () => {
    const first = await captcha();
    expect(first.cookie).toMatch(/zay_device=[\w-]{22};.*HttpOnly/);
    const device = first.cookie.split(';')[0]!;
    expect((await captcha({ cookie: device })).cookie).toBe('');
  });
});

describe('SMS sends are capped per address, per device and in all', () => {
  it('one address cannot send codes to many numbers', async () => {
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await sendCode('10.9.0.1'));
    expect(codes(results)).toEqual(['OK', 'OK', 'OK', 'OK', 'SMS_TOO_FREQUENT', 'SMS_TOO_FREQUENT']);
  });

  it('one device cannot either, whatever address it comes from', async () => {
    const device = (await captcha()).cookie.split(';')[0]!;
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await sendCode(`10.8.${i}.1`, device));
    expect(codes(results)).toEqual(['OK', 'OK', 'OK', 'SMS_TOO_FREQUENT', 'SMS_TOO_FREQUENT']);
  });

  it('and the whole site sends at most its hourly total', async () => {
    const results = [];
    for (let i = 0; i < 12; i++) results.push(await sendCode(`10.7.${i}.1`));
    expect(codes(results).filter((c) => c === 'OK')).toHaveLength(10);
    expect(codes(results).slice(10)).toEqual(['SMS_TOO_FREQUENT', 'SMS_TOO_FREQUENT']);
  });
});
