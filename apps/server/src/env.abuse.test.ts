import { describe, expect, it } from 'vitest';
import { siteInfoEndpoint } from '@zay/contract';
import { readEnv } from './env';
import { createTestApp } from './test/test-app';

/** Issue 19 §2: the sandbox wallet (anyone confirms their own payment) is a demo-only mode. */
describe('the sandbox wallet is demo-only', () => {
  it('is on by default in the demo setup (seeded, reached on this machine)', () => {
    expect(readEnv({}).WALLET_PROVIDER).toBe('sandbox');
    expect(readEnv({ PUBLIC_ORIGIN: 'http://127.0.0.1:4173' }).WALLET_PROVIDER).toBe('sandbox');
    expect(readEnv({ PUBLIC_ORIGIN: 'http://shop.localhost:3000' }).WALLET_PROVIDER).toBe('sandbox');
  });

  it('is off by default in a live setup', () => {
    expect(readEnv({ SEED_DEMO: 'false' }).WALLET_PROVIDER).toBe('none');
    expect(readEnv({ PUBLIC_ORIGIN: 'https://zay.example' }).WALLET_PROVIDER).toBe('none');
    expect(readEnv({ PUBLIC_ORIGIN: 'https://localhost.evil.example' }).WALLET_PROVIDER).toBe('none');
  });

  it('refuses to start a live setup with the sandbox unless explicitly allowed', () => {
    for (const live of [{ SEED_DEMO: 'false' }, { PUBLIC_ORIGIN: 'https://zay.example' }])
      expect(() => readEnv({ ...live, WALLET_PROVIDER: 'sandbox' })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
    expect(
      readEnv({
        PUBLIC_ORIGIN: 'https://zay.example',
        WALLET_PROVIDER: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        WALLET_SANDBOX_SECRET: 'a-shared-secret-0123456789',
      }).WALLET_PROVIDER,
    ).toBe('sandbox');
  });

  it('needs its signing secret set when several processes may serve (issue 33 §6, ADR 094)', () => {
    const several = [
      { REDIS_URL: 'redis://127.0.0.1:6379' },
      { SEED_DEMO: 'false', WALLET_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' },
      { PUBLIC_ORIGIN: 'https://zay.example', WALLET_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true' },
    ];
    for (const env of several) {
      expect(() => readEnv(env)).toThrow(/WALLET_SANDBOX_SECRET: is required when several processes may serve/);
      expect(readEnv({ ...env, WALLET_SANDBOX_SECRET: 'a-shared-secret-0123456789' }).WALLET_PROVIDER).toBe('sandbox');
    }
    // The demo on one process needs no setting; without the sandbox there is no secret to share.
    expect(readEnv({}).WALLET_SANDBOX_SECRET).toBeUndefined();
    expect(readEnv({ REDIS_URL: 'redis://127.0.0.1:6379', WALLET_PROVIDER: 'none' }).WALLET_PROVIDER).toBe('none');
  });

  it('site info tells pages to show the "demo payments" mark only while the sandbox is on', async () => {
    for (const [env, mark] of [
      [{}, 1],
      [{ WALLET_PROVIDER: 'none' }, 0],
      [{ SEED_DEMO: 'false' }, 0],
    ] as const) {
      const t = await createTestApp(env);
      try {
        expect((await t.call(siteInfoEndpoint)).body.data.demo_payments).toBe(mark);
      } finally {
        await t.close();
      }
    }
  });
});
