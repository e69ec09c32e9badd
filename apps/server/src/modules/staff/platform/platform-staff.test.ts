import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@zay/contract';
import { ok } from '../../../test/call';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addShop } from '../../trade/checkout/order-test-kit';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';

/** The platform's staff accounts (issue 31, ADR 103), on both databases. */
let t: TestApp;
let admin: Staff;
let operations: Staff;
let shopOwner: Staff;

const PASSWORD = 'Platform2026x';
const row = (id: number) =>
  t.db.db.selectFrom('servicer').selectAll().where('servicer_id', '=', id).executeTakeFirstOrThrow();
const logOf = (action: string) =>
  t.db.db.selectFrom('action_log').select(['target', 'before', 'after']).where('action', '=', action).execute();

beforeAll(async () => {
  t = await createTestApp();
  admin = await staff(t, 0, 'owner', 'ps-admin');
  operations = await staff(t, 0, 'operations', 'ps_ops');
  shopOwner = await staff(t, await addShop(t.db.db, 'PS Shop'), 'owner', 'ps-shop-owner');
});
afterAll(() => t.close());

describe('the administrator’s staff accounts', () => {
  it('adds one who signs in, edits its role, resets its password and disables it: its sessions end at once', async () => {
    const added = ok(
      await admin.call(c.platformStaffAddEndpoint, {
        username: 'ps_finance',
        nickname: 'Daw Hla',
        role: 'finance',
        password: PASSWORD,
      }),
    );
    const rows = ok(await admin.call(c.platformStaffListEndpoint, {}));
    expect(rows[0]!.role).toBe('owner');
    expect(rows[0]!.role_name).toBe('Administrator');
    expect(rows.find((r) => r.staff_id === added.staff_id)).toMatchObject({ role: 'finance', status: 1 });
    expect(rows.some((r) => r.username === 'ps-shop-owner')).toBe(false);
    const login = ok(await t.call(c.platformLoginEndpoint, { username: 'ps_finance', password: PASSWORD }));
    const asNew = t.as({ token: login.token, lang: 'en-us' });
    expect(ok(await asNew(c.platformInfoEndpoint, {})).role).toBe('finance');

    ok(
      await admin.call(c.platformStaffEditEndpoint, { staff_id: added.staff_id, nickname: 'Daw Hla', role: 'service' }),
    );
    expect((await row(added.staff_id)).role).toBe('service');
    expect(JSON.parse((await logOf('staff.edit'))[0]!.after)).toMatchObject({ role: 'service' });

    ok(await admin.call(c.platformStaffStatusEndpoint, { staff_id: added.staff_id, status: 0 }));
    expect((await asNew(c.platformInfoEndpoint, {})).body.error_code).toMatch(/^TOKEN_/);
    expect((await t.call(c.platformLoginEndpoint, { username: 'ps_finance', password: PASSWORD })).body.code).not.toBe(
      0,
    );
    ok(await admin.call(c.platformStaffStatusEndpoint, { staff_id: added.staff_id, status: 1 }));

    const again = ok(await t.call(c.platformLoginEndpoint, { username: 'ps_finance', password: PASSWORD }));
    const newPassword = 'Platform2027y';
    ok(await admin.call(c.platformStaffPasswordEndpoint, { staff_id: added.staff_id, password: newPassword }));
    expect((await t.as({ token: again.token })(c.platformInfoEndpoint, {})).body.error_code).toMatch(/^TOKEN_/);
    ok(await t.call(c.platformLoginEndpoint, { username: 'ps_finance', password: newPassword }));
    expect((await logOf('staff.password'))[0]!.after).not.toContain(newPassword);
  });

  it('refuses disabling yourself and leaving no enabled administrator', async () => {
    const self = await admin.call(c.platformStaffStatusEndpoint, { staff_id: admin.id, status: 0 });
    expect(self.body.error_code).toBe('PLATFORM_STAFF_SELF');
    const demote = await admin.call(c.platformStaffEditEndpoint, {
      staff_id: admin.id,
      nickname: 'x',
      role: 'finance',
    });
    expect(demote.body.error_code).toBe('PLATFORM_STAFF_LAST_ADMIN');
    // With a second administrator, one may disable the other, but not the last one left.
    const second = ok(
      await admin.call(c.platformStaffAddEndpoint, {
        username: 'ps_admin_2',
        nickname: 'U Ba',
        role: 'owner',
        password: PASSWORD,
      }),
    );
    const login = ok(await t.call(c.platformLoginEndpoint, { username: 'ps_admin_2', password: PASSWORD }));
    const asSecond = t.as({ token: login.token, lang: 'en-us' });
    ok(await asSecond(c.platformStaffStatusEndpoint, { staff_id: admin.id, status: 0 }));
    const last = await asSecond(c.platformStaffEditEndpoint, {
      staff_id: second.staff_id,
      nickname: 'U Ba',
      role: 'service',
    });
    expect(last.body.error_code).toBe('PLATFORM_STAFF_LAST_ADMIN');
    expect(last.body.message).toBe('The platform must keep at least one enabled administrator');
    ok(await asSecond(c.platformStaffStatusEndpoint, { staff_id: admin.id, status: 1 }));
    expect((await row(admin.id)).status).toBe(1);
    expect((await row(second.staff_id)).role).toBe('owner');
    admin = await staff(t, 0, 'owner', 'ps-admin-again');
  });

  it('refuses other roles, shops’ staff, another shop’s account, bad roles and taken names, changing nothing', async () => {
    const before = await t.db.db.selectFrom('servicer').selectAll().orderBy('servicer_id').execute();
    const body = { username: 'ps_x', nickname: 'X', role: 'finance' as const, password: PASSWORD };
    expect((await operations.call(c.platformStaffAddEndpoint, body)).body.error_code).toBe('SELLER_FORBIDDEN');
    expect((await shopOwner.call(c.platformStaffListEndpoint, {})).body.code).not.toBe(0);
    const shopsAccount = await admin.call(c.platformStaffStatusEndpoint, { staff_id: shopOwner.id, status: 0 });
    expect(shopsAccount.body.error_code).toBe('STAFF_NOT_FOUND');
    const clerk = await admin.call(c.platformStaffAddEndpoint, { ...body, role: 'clerk' } as never);
    expect(clerk.body.code).not.toBe(0);
    const taken = await admin.call(c.platformStaffAddEndpoint, { ...body, username: 'ps_ops' });
    expect(taken.body.error_code).toBe('STAFF_USERNAME_TAKEN');
    const script = await admin.call(c.platformStaffAddEndpoint, { ...body, username: '<script>' });
    expect(script.body.code).not.toBe(0);
    const weak = await admin.call(c.platformStaffAddEndpoint, { ...body, password: '1' });
    expect(weak.body.code).not.toBe(0);
    expect(await t.db.db.selectFrom('servicer').selectAll().orderBy('servicer_id').execute()).toEqual(before);
  });
});
