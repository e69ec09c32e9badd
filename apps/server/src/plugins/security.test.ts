import { describe, expect, it } from 'vitest';
import { scriptNonce } from './security';

describe('scriptNonce', () => {
  it('draws 16 fresh random bytes for every response, across refills of its pool', () => {
    const nonces = Array.from({ length: 1000 }, scriptNonce);
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
