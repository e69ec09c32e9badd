import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@zay/contract';
import { ok, offContract } from '../../test/call';
import { createMember } from '../../test/members';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addShop } from '../trade/checkout/order-test-kit';
import { staff, type Staff } from '../trade/fulfilment/fulfilment-test-kit';

/** A shop's staff accounts and its own action log (issue 30, ADR 098), on both databases. */
let t: TestApp;
let shopA: number;
let ownerA: Staff;
let ownerB: Staff;
let clerkA: Staff;
let platformOwner: Staff;
/** A staff account of shop B, which shop A's owner must not reach. */
let clerkB: Staff;

const PASSWORD = 'Clerk2026x';
const login = (username: string, password = PASSWORD) => t.call(c.sellerLoginEndpoint, { username, password });
const row = (id: number) =>
  t.db.db.selectFrom('servicer').selectAll().where('servicer_id', '=', id).executeTakeFirstOrThrow();
const logOf = async (who: Staff) => ok(await who.call(c.sellerActionLogEndpoint, { page_size: 100 })).list;

beforeAll(async () => {
  t = await createTestApp();
  shopA = await addShop(t.db.db, 'Staff Shop A');
  const shopB = await addShop(t.db.db, 'Staff Shop B');
  ownerA = await staff(t, shopA, 'owner', 'st-owner-a');
  ownerB = await staff(t, shopB, 'owner', 'st-owner-b');
  clerkA = await staff(t, shopA, 'clerk', 'st-clerk-a');
  clerkB = await staff(t, shopB, 'clerk', 'st-clerk-b');
  platformOwner = await staff(t, 0, 'owner', 'st-platform');
  await createMember(t.db, 'st_member');
});
afterAll(() => t.close());

describe('a shop owner’s staff', () => {
  it('adds, lists, edits a staff member who then signs in, and logs each change without the password', async () => {
    const added = ok(
      await ownerA.call(c.sellerStaffAddEndpoint, {
        username: 'st_new_clerk',
        nickname: 'Ma Hla',
        role: 'clerk',
        password: PASSWORD,
      }),
    );
    const list = ok(await ownerA.call(c.sellerStaffListEndpoint, {}));
    expect(list[0]).toMatchObject({ staff_id: ownerA.id, role: 'owner' });
    expect(list.find((r) => r.staff_id === added.staff_id)).toMatchObject({
      username: 'st_new_clerk',
      nickname: 'Ma Hla',
      role: 'clerk',
      role_name: 'Order clerk',
      status: 1,
    });
    expect(list.map((r) => r.staff_id)).not.toContain(clerkB.id);
    expect(ok(await login('ST_NEW_CLERK')).staff).toMatchObject({ site_id: shopA, role: 'clerk' });

    ok(
      await ownerA.call(c.sellerStaffEditEndpoint, {
        staff_id: added.staff_id,
        nickname: 'Ma Hla Hla',
        role: 'editor',
      }),
    );
    expect(await row(added.staff_id)).toMatchObject({ nickname: 'Ma Hla Hla', role: 'editor', site_id: shopA });
    ok(await ownerA.call(c.sellerStaffPasswordEndpoint, { staff_id: added.staff_id, password: 'Newer2026y' }));

    const log = await logOf(ownerA);
    const mine = log.filter((r) => r.target === String(added.staff_id));
    expect(mine.map((r) => r.action)).toEqual(['staff.password', 'staff.edit', 'staff.add']);
    expect(mine.every((r) => r.staff_id === ownerA.id && r.staff_name === 'st-owner-a')).toBe(true);
    expect(JSON.parse(mine[1]!.before)).toMatchObject({ role: 'clerk', nickname: 'Ma Hla' });
    expect(JSON.parse(mine[1]!.after)).toMatchObject({ role: 'editor', nickname: 'Ma Hla Hla' });
    const text = JSON.stringify(log);
    for (const secret of [PASSWORD, 'Newer2026y', 'scrypt']) expect(text).not.toContain(secret);
    // Shop B's owner reads only shop B's log.
    expect((await logOf(ownerB)).some((r) => r.target === String(added.staff_id))).toBe(false);
  });

  it.each([
    ['a username too short', { username: 'ab' }, 'USERNAME_INVALID'],
    ['the owner’s role', { role: 'owner' }, 'STAFF_ROLE_INVALID'],
    ['a platform role', { role: 'finance' }, 'STAFF_ROLE_INVALID'],
    ['a short password', { password: 'Ab1' }, 'PASSWORD_TOO_SHORT'],
    ['no nickname', { nickname: ' ' }, 'NICKNAME_REQUIRED'],
    ['a taken username in other case', { username: 'St_New_Clerk' }, 'STAFF_USERNAME_TAKEN'],
    ['a member’s username', { username: 'ST_MEMBER' }, 'STAFF_USERNAME_TAKEN'],
  ] as [string, object, c.MessageKey][])('refuses %s', async (_name, patch, code) => {
    const before = await t.db.db.selectFrom('servicer').select('servicer_id').execute();
    const body = { username: 'st_refused', nickname: 'Ko Ko', role: 'service', password: PASSWORD, ...patch };
    const res = await ownerA.call(c.sellerStaffAddEndpoint, offContract(body));
    expect(res.body.code).not.toBe(0);
    expect(res.body.message).toBe(c.message('en-us', code, { min: 8 }));
    expect(await t.db.db.selectFrom('servicer').select('servicer_id').execute()).toHaveLength(before.length);
  });

  it('reaches no other shop’s staff by id, and changes nothing there', async () => {
    const before = await row(clerkB.id);
    for (const res of [
      await ownerA.call(c.sellerStaffEditEndpoint, { staff_id: clerkB.id, nickname: 'Taken', role: 'service' }),
      await ownerA.call(c.sellerStaffStatusEndpoint, { staff_id: clerkB.id, status: 0 }),
      await ownerA.call(c.sellerStaffPasswordEndpoint, { staff_id: clerkB.id, password: 'Taken2026z' }),
    ])
      expect(res.body.error_code).toBe('STAFF_NOT_FOUND');
    expect(await row(clerkB.id)).toEqual(before);
    expect(ok(await clerkB.call(c.sellerInfoEndpoint, {})).staff_id).toBe(clerkB.id);
    expect(ok(await ownerB.call(c.sellerStaffListEndpoint, {})).map((r) => r.staff_id)).not.toContain(clerkA.id);
  });

  it('refuses every call to a clerk, and to the platform’s staff through the shop console', async () => {
    const calls = [
      () => clerkA.call(c.sellerStaffListEndpoint, {}),
      () =>
        clerkA.call(c.sellerStaffAddEndpoint, {
          username: 'st_by_clerk',
          nickname: 'X',
          role: 'service',
          password: PASSWORD,
        }),
      () => clerkA.call(c.sellerStaffEditEndpoint, { staff_id: clerkA.id, nickname: 'X', role: 'editor' }),
      () => clerkA.call(c.sellerStaffStatusEndpoint, { staff_id: clerkA.id, status: 0 }),
      () => clerkA.call(c.sellerStaffPasswordEndpoint, { staff_id: clerkA.id, password: PASSWORD }),
      () => clerkA.call(c.sellerActionLogEndpoint, {}),
      () => platformOwner.call(c.sellerStaffListEndpoint, {}),
      () => platformOwner.call(c.sellerActionLogEndpoint, {}),
    ];
    for (const run of calls) expect((await run()).body.error_code).toBe('SELLER_FORBIDDEN');
    expect(await row(clerkA.id)).toMatchObject({ role: 'clerk', status: 1 });
  });

  it('protects the owner’s own account', async () => {
    const before = await row(ownerA.id);
    for (const res of [
      await ownerA.call(c.sellerStaffEditEndpoint, { staff_id: ownerA.id, nickname: 'Me', role: 'clerk' }),
      await ownerA.call(c.sellerStaffStatusEndpoint, { staff_id: ownerA.id, status: 0 }),
      await ownerA.call(c.sellerStaffPasswordEndpoint, { staff_id: ownerA.id, password: 'Owner2026x' }),
    ])
      expect(res.body.error_code).toBe('STAFF_OWNER_PROTECTED');
    expect(await row(ownerA.id)).toEqual(before);
  });

  it('ends a disabled member’s sessions at once; enabled, they sign in again; a reset password ends them too', async () => {
    const { staff_id } = ok(
      await ownerA.call(c.sellerStaffAddEndpoint, {
        username: 'st_doomed',
        nickname: 'Ko Aung',
        role: 'service',
        password: PASSWORD,
      }),
    );
    const { token } = ok(await login('st_doomed'));
    const as = t.as({ token, lang: 'en-us' });
    ok(await as(c.deskOrderListEndpoint, {}));

    ok(await ownerA.call(c.sellerStaffStatusEndpoint, { staff_id, status: 0 }));
    expect((await as(c.deskOrderListEndpoint, {})).body.error_code).toBe('TOKEN_ERROR');
    expect((await login('st_doomed')).body.error_code).toBe('LOGIN_FAILED');
    expect(
      (
        await t.db.db.selectFrom('servicer_token').select('revoked').where('servicer_id', '=', staff_id).execute()
      ).every((r) => r.revoked === 1),
    ).toBe(true);

    ok(await ownerA.call(c.sellerStaffStatusEndpoint, { staff_id, status: 1 }));
    // The old session stays ended; a new sign-in works.
    expect((await as(c.deskOrderListEndpoint, {})).body.error_code).toBe('TOKEN_ERROR');
    const again = t.as({ token: ok(await login('st_doomed')).token, lang: 'en-us' });
    ok(await again(c.deskOrderListEndpoint, {}));

    ok(await ownerA.call(c.sellerStaffPasswordEndpoint, { staff_id, password: 'Fresh2026q' }));
    expect((await again(c.deskOrderListEndpoint, {})).body.error_code).toBe('TOKEN_ERROR');
    expect((await login('st_doomed')).body.error_code).toBe('LOGIN_FAILED');
    ok(await login('st_doomed', 'Fresh2026q'));

    const actions = (await logOf(ownerA)).filter((r) => r.target === String(staff_id)).map((r) => r.action);
    expect(actions).toEqual(['staff.password', 'staff.enable', 'staff.disable', 'staff.add']);
  });
});
