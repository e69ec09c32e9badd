import { afterAll, beforeAll, expect, it } from 'vitest';
import * as c from '@zay/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { staff } from '../../trade/fulfilment/fulfilment-test-kit';

/** The platform keeps an enabled administrator even when its last two disable each other at once (ADR 103). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enabledAdmins = async () =>
  (
    await t.db.db
      .selectFrom('servicer')
      .select('servicer_id')
      .where('site_id', '=', 0)
      .where('role', '=', 'owner')
      .where('status', '=', 1)
      .execute()
  ).map((r) => r.servicer_id);

it('two administrators disabling each other at the same moment: exactly one wins, 8 rounds', async () => {
  for (let round = 0; round < 8; round++) {
    const a = await staff(t, 0, 'owner', `race-a-${round}`);
    const b = await staff(t, 0, 'owner', `race-b-${round}`);
    // The two are the only enabled administrators.
    await t.db.db
      .updateTable('servicer')
      .set({ status: 0 })
      .where('site_id', '=', 0)
      .where('servicer_id', 'not in', [a.id, b.id])
      .execute();
    const answers = await Promise.all([
      a.call(c.platformStaffStatusEndpoint, { staff_id: b.id, status: 0 }),
      b.call(c.platformStaffStatusEndpoint, { staff_id: a.id, status: 0 }),
    ]);
    // The loser is refused: the guard's own code, or — when the winner's transaction ended its
    // sessions first — its token.
    const codes = answers.map((r) => r.body.error_code ?? 'OK');
    expect(
      codes.filter((code) => code === 'OK'),
      `round ${round}: ${codes.join(', ')}`,
    ).toHaveLength(1);
    expect(codes.find((code) => code !== 'OK')).toMatch(/^(PLATFORM_STAFF_LAST_ADMIN|TOKEN_)/);
    expect(await enabledAdmins()).toHaveLength(1);
  }
});
