import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsPageEndpoint, loginEndpoint, registerUsernameEndpoint } from '@zay/contract';
import { offContract, ok } from '../test/call';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_ENABLED: 'false', CATALOG_CACHE_MS: '0' });
});
afterAll(() => t.close());

describe('Zawgyi conversion abuse (QUALITY §4)', () => {
  it('a password typed in Zawgyi is kept byte for byte: the same keys log in, the Unicode spelling does not', async () => {
    const zawgyi = 'ေမာင္ေမာင္#Zay2026a';
    ok(await t.call(registerUsernameEndpoint, { username: 'zawgyi_pass', password: zawgyi }));
    expect((await t.call(loginEndpoint, { username: 'zawgyi_pass', password: zawgyi })).body.code).toBe(0);
    const unicode = await t.call(loginEndpoint, { username: 'zawgyi_pass', password: 'မောင်မောင်#Zay2026a' });
    expect(unicode.body.code).not.toBe(0);
  });

  it('a keyword that is Zawgyi only after conversion is still held to the keyword limit', async () => {
    const res = await t.call(goodsPageEndpoint, { keyword: 'ေမာင္'.repeat(11) }, { lang: 'en-us' });
    // KEYWORD_TOO_LONG travels under PARAMETER_ERROR with its own text.
    expect(res.body).toMatchObject({ error_code: 'PARAMETER_ERROR', data: null });
    expect(res.body.message).toContain('50');
  });

  it('non-string values, deep nesting and odd code points pass through without a failure', async () => {
    const body = { keyword: '\u1039\u1039\u1031', page: 1, extra: { a: [null, true, 1.5, ['ေ']] } };
    expect((await t.call(goodsPageEndpoint, offContract(body))).body.code).toBe(0);
  });
});
