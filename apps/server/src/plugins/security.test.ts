import { describe, expect, it } from 'vitest';
import { siteInfoEndpoint } from '@zay/contract';
import { createTestApp } from '../test/test-app';
import { scriptNonce } from './security';

describe('scriptNonce', () => {
  it('draws 16 fresh random bytes for every response, across refills of its pool', () => {
    const nonces = Array.from({ length: 1000 }, scriptNonce);
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe('HSTS (issue 29)', () => {
  it('is sent only when the public origin is https', async () => {
    const hsts = async (origin: string) => {
      const t = await createTestApp({ PUBLIC_ORIGIN: origin });
      try {
        return (await t.call(siteInfoEndpoint)).headers['strict-transport-security'];
      } finally {
        await t.close();
      }
    };
    expect(await hsts('http://zay.test')).toBeUndefined();
    expect(await hsts('https://zay.example')).toBe('max-age=31536000; includeSubDomains');
  });
});
