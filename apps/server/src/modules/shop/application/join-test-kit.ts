import {
  platformApplyApproveEndpoint,
  sellerLoginEndpoint,
  shopApplyEndpoint,
  type ShopApplyInput,
  type StaffRole,
} from '@zay/contract';
import { hashPassword } from '../../../lib/password';
import type { Caller } from '../../../test/call';
import { seedFixtures } from '../../../test/fixtures';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { issueServicerToken } from '../../staff/servicer.service';

/** Helpers for joining the marketplace's tests (ADR 089): the fixtures' marketplace, applicants, staff. */

export const MEMBER_PASSWORD = 'Shop@2026';

export type Who = { id: number; token: string; call: Caller };

/** A console account of `siteId` (0: the platform) with `role`, its token issued directly. */
export async function consoleStaff(t: TestApp, siteId: number, role: StaffRole, username: string): Promise<Who> {
  const { servicer_id } = await t.db.db
    .insertInto('servicer')
    .values({ site_id: siteId, username, nickname: `${username} nick`, role, status: 1, create_time: 1 })
    .returning('servicer_id')
    .executeTakeFirstOrThrow();
  const { token } = await issueServicerToken(t.ctx(), servicer_id);
  return { id: servicer_id, token, call: t.as({ token, lang: 'en-us' }) };
}

/** A member with a password and a mobile (so they can sign in to the console after approval). */
export async function applicant(t: TestApp, username: string, mobile: string): Promise<Who> {
  const m = await createMember(t.db, username);
  await t.db.db
    .updateTable('member')
    .set({ password: await hashPassword(MEMBER_PASSWORD), mobile })
    .where('member_id', '=', m.id)
    .execute();
  return { ...m, call: t.as({ token: m.token, lang: 'en-us' }) };
}

/** The fixtures' marketplace, its township chain and top category, and the platform's three kinds of staff. */
export async function joinApp(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const f = await seedFixtures(t.db);
  const township = await t.db.db.selectFrom('region').select('id').where('level', '=', 3).executeTakeFirstOrThrow();
  const regions = { province_id: f.yangon, city_id: f.west, district_id: township.id };
  const [admin, operations, service] = await Promise.all([
    consoleStaff(t, 0, 'owner', 'plat-admin'),
    consoleStaff(t, 0, 'operations', 'plat-ops'),
    consoleStaff(t, 0, 'service', 'plat-cs'),
  ]);
  /** A complete application; `more` changes fields. */
  const body = (more: Partial<ShopApplyInput> = {}): ShopApplyInput => ({
    shop_name: `Ko Ko Phones ${Math.random().toString(36).slice(2, 6)}`,
    category_id: f.c1,
    contact_name: 'Ko Ko',
    contact_mobile: '09 7812 34567',
    ...regions,
    address: 'No. 12, Bogyoke Road',
    description: 'ဖုန်းနှင့် ဆက်စပ်ပစ္စည်းများ',
    logo: '',
    agree: 1,
    ...more,
  });
  return { t, f, regions, admin, operations, service, body };
}

export type JoinApp = Awaited<ReturnType<typeof joinApp>>;

/** A member's application approved by the platform: the new (closed) shop and its owner signed in to the console. */
export async function approvedShop(j: JoinApp, username: string, mobile: string, shopName: string) {
  const member = await applicant(j.t, username, mobile);
  const sent = await member.call(shopApplyEndpoint, j.body({ shop_name: shopName }));
  const approved = await j.admin.call(platformApplyApproveEndpoint, { apply_id: sent.body.data!.apply_id });
  const siteId = approved.body.data!.site_id;
  const login = await j.t.call(sellerLoginEndpoint, { username, password: MEMBER_PASSWORD });
  const token = login.body.data!.token;
  return {
    siteId,
    member,
    owner: { id: login.body.data!.staff.staff_id, token, call: j.t.as({ token, lang: 'en-us' }) },
  };
}
