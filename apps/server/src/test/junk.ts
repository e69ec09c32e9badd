import fc from 'fast-check';
import type { Endpoint } from '@zay/contract';
import { expect } from 'vitest';
import { offContract, type Caller } from './call';

/** What a junk field holds: wrong types, out-of-range and fractional numbers, long and malformed text. */
const junkValue = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 1e20, '', '0', '-3', 'x'.repeat(3000), null, true, [], {}, '{bad', '1,2,x'),
  fc.integer({ min: -5, max: 5 }),
  fc.string({ maxLength: 20 }),
);

/**
 * QUALITY §4: 300 bodies of junk in up to five of `fields`, each sent to one of `endpoints`, are
 * answered with an envelope below HTTP 500, and a refusal carries no data. `skip` passes over the
 * bodies that could be well-formed (those naming the one promotion left open).
 */
export async function junkIsAnswered(
  call: Caller,
  endpoints: Endpoint[],
  fields: string[],
  skip: (body: Record<string, unknown>) => boolean,
) {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...endpoints),
      fc.dictionary(fc.constantFrom(...fields), junkValue, { maxKeys: 5 }),
      async (endpoint, body) => {
        if (skip(body)) return;
        const res = await call(endpoint, offContract(body));
        expect(res.status).toBeLessThan(500);
        expect(typeof res.body.code).toBe('number');
        if (res.body.code !== 0) expect(res.body.data).toBeNull();
      },
    ),
    { numRuns: 300 },
  );
}
