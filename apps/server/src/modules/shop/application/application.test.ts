import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  platformApplyApproveEndpoint,
  platformApplyListEndpoint,
  platformApplyRefuseEndpoint,
  platformShopListEndpoint,
  sellerInfoEndpoint,
  sellerLoginEndpoint,
  sellerShopInfoEndpoint,
  shopApplyEndpoint,
  shopApplyInfoEndpoint,
  shopInfoEndpoint,
  shopResubmitEndpoint,
} from '@zay/contract';
import { ok } from '../../../test/call';
import { createMember } from '../../../test/members';
import { applicant, joinApp, MEMBER_PASSWORD, type JoinApp } from './join-test-kit';

/** Joining the marketplace (issue 30, ADR 089): apply, refuse, fix, approve, sign in as the owner. */
let j: JoinApp;

beforeAll(async () => {
  j = await joinApp();
});
afterAll(() => j.t.close());

const applications = (memberId: number) =>
  j.t.db.db.selectFrom('shop_apply').selectAll().where('member_id', '=', memberId).execute();
const logOf = (applyId: number) =>
  j.t.db.db
    .selectFrom('shop_action_log')
    .select(['action', 'staff_id', 'member_id'])
    .where('target_id', '=', applyId)
    .where('action', 'like', 'apply.%')
    .orderBy('id')
    .execute();

describe('the member applies', () => {
  it('starts with no application, the platform’s top categories in the member’s language', async () => {
    const m = await applicant(j.t, 'first-look', '09781000001');
    const mm = ok(await j.t.call(shopApplyInfoEndpoint, {}, { token: m.token }));
    expect(mm).toEqual({
      application: null,
      categories: [{ category_id: j.f.c1, category_name: 'ဖုန်း' }],
      owner_site_id: 0,
    });
    const en = ok(await m.call(shopApplyInfoEndpoint, {}));
    expect(en.categories[0]!.category_name).toBe('Phones');
    expect((await j.t.call(shopApplyInfoEndpoint, {})).body.error_code).toBe('TOKEN_NOT_EXIST');
  });

  it('sends one: waiting for review, the regions named in Burmese, the mobile in its stored form; a second is refused', async () => {
    const m = await applicant(j.t, 'aye-aye', '09781000002');
    const sent = await m.call(shopApplyEndpoint, j.body({ shop_name: 'Aye Aye Fashion' }));
    expect(sent.body.message).toBe('Application sent; the platform will review it');
    expect(ok(sent)).toMatchObject({
      apply_state: 'pending',
      state_name: 'Waiting for review',
      shop_name: 'Aye Aye Fashion',
      category_name: 'ဖုန်း',
      contact_mobile: '0978123456' + '7',
      full_address: 'ရန်ကုန်တိုင်းဒေသကြီး ရန်ကုန်အနောက်ပိုင်း ကမာရွတ်',
      site_id: 0,
    });
    expect(ok(await m.call(shopApplyInfoEndpoint, {})).application?.apply_state).toBe('pending');
    const again = await m.call(shopApplyEndpoint, j.body());
    expect(again.body).toMatchObject({ code: -1, error_code: 'APPLY_OPEN_EXISTS', data: null });
    expect(await applications(m.id)).toHaveLength(1);
    expect(await logOf(ok(sent).apply_id)).toEqual([{ action: 'apply.submit', staff_id: 0, member_id: m.id }]);
  });

  it('refuses what the contract refuses: terms not accepted, an unknown category, a bad mobile, a name in use', async () => {
    const m = await applicant(j.t, 'careless', '09781000003');
    const code = async (more: object) => (await m.call(shopApplyEndpoint, j.body(more))).body;
    expect((await code({ agree: 0 })).message).toContain('accept the shop terms');
    expect((await code({ category_id: j.f.c2 })).error_code).toBe('APPLY_CATEGORY_REQUIRED');
    expect((await code({ contact_mobile: '12345' })).message).toMatch(/Mobile phone number format error/);
    expect((await code({ shop_name: 'shwe mart' })).error_code).toBe('SHOP_NAME_TAKEN');
    expect((await code({ shop_name: 'x' })).message).toContain('2 to 40 characters');
    expect((await code({ district_id: j.regions.province_id })).error_code).toBe('REGION_INVALID');
    expect(await applications(m.id)).toEqual([]);
  });

  it('20 sends at once by one member leave one open application (the database decides)', async () => {
    const m = await applicant(j.t, 'racer', '09781000004');
    const answers = await Promise.all(Array.from({ length: 20 }, () => m.call(shopApplyEndpoint, j.body())));
    const codes = answers.map((a) => a.body.error_code ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'APPLY_OPEN_EXISTS')).toBe(true);
    expect(await applications(m.id)).toHaveLength(1);
  });
});

describe('the platform reviews', () => {
  it('refuses with a reason the member reads; the member fixes it and sends it again', async () => {
    const m = await applicant(j.t, 'refused-once', '09781000005');
    const { apply_id } = ok(await m.call(shopApplyEndpoint, j.body({ shop_name: 'Blurry Logo Shop' })));
    const queue = ok(await j.operations.call(platformApplyListEndpoint, { tab: 'pending', page_size: 100 }));
    expect(queue.list.map((a) => a.apply_id)).toContain(apply_id);
    expect(queue.list.find((a) => a.apply_id === apply_id)).toMatchObject({
      member_id: m.id,
      member_name: 'refused-once',
    });
    expect(queue.tab_count.pending).toBeGreaterThan(0);

    ok(await j.operations.call(platformApplyRefuseEndpoint, { apply_id, reason: 'The logo is unreadable' }));
    const seen = ok(await m.call(shopApplyInfoEndpoint, {})).application!;
    expect(seen).toMatchObject({
      apply_state: 'refused',
      state_name: 'Refused',
      refuse_reason: 'The logo is unreadable',
    });
    expect(seen.review_time).toBeGreaterThan(0);
    // Refused is still open: a new one is not taken, the refused one is fixed instead.
    expect((await m.call(shopApplyEndpoint, j.body())).body.error_code).toBe('APPLY_OPEN_EXISTS');
    expect((await j.operations.call(platformApplyRefuseEndpoint, { apply_id, reason: 'again' })).body.error_code).toBe(
      'APPLY_STATE_CHANGED',
    );

    const fixed = ok(await m.call(shopResubmitEndpoint, { ...j.body({ shop_name: 'Clear Logo Shop' }), apply_id }));
    expect(fixed).toMatchObject({ apply_id, apply_state: 'pending', shop_name: 'Clear Logo Shop', refuse_reason: '' });
    expect((await m.call(shopResubmitEndpoint, { ...j.body(), apply_id })).body.error_code).toBe('APPLY_STATE_CHANGED');
    expect((await logOf(apply_id)).map((l) => l.action)).toEqual(['apply.submit', 'apply.refuse', 'apply.resubmit']);
    expect((await logOf(apply_id))[1]!.staff_id).toBe(j.operations.id);
  });

  it('approves: the shop exists closed, and the member signs in to /seller as its owner with their own password', async () => {
    const m = await applicant(j.t, 'mya-mya', '09781000006');
    const { apply_id } = ok(await m.call(shopApplyEndpoint, j.body({ shop_name: 'Mya Mya Tea' })));
    // Before approval the member's password opens no console.
    expect(
      (await j.t.call(sellerLoginEndpoint, { username: 'mya-mya', password: MEMBER_PASSWORD })).body.error_code,
    ).toBe('LOGIN_FAILED');
    const { site_id } = ok(await j.admin.call(platformApplyApproveEndpoint, { apply_id }));
    expect(site_id).toBeGreaterThan(0);
    const shop = await j.t.db.db
      .selectFrom('shop')
      .selectAll()
      .where('site_id', '=', site_id)
      .executeTakeFirstOrThrow();
    expect(shop).toMatchObject({
      site_name: 'Mya Mya Tea',
      shop_status: 0,
      is_own: 0,
      category_name: 'ဖုန်း',
      telephone: '09781234567',
    });
    expect((await j.t.call(shopInfoEndpoint, { site_id })).body.error_code).toBe('SHOP_NOT_FOUND');
    expect(ok(await m.call(shopApplyInfoEndpoint, {}))).toMatchObject({
      application: { apply_state: 'approved', site_id },
      owner_site_id: site_id,
    });

    for (const username of ['mya-mya', 'MYA-MYA', '09781000006']) {
      const login = ok(await j.t.call(sellerLoginEndpoint, { username, password: MEMBER_PASSWORD }, { lang: 'en-us' }));
      expect(login.staff).toMatchObject({ site_id, role: 'owner', role_name: 'Owner', shop_name: 'Mya Mya Tea' });
      expect(ok(await j.t.call(sellerShopInfoEndpoint, {}, { token: login.token })).site_name).toBe('Mya Mya Tea');
    }
    expect((await j.t.call(sellerLoginEndpoint, { username: 'mya-mya', password: 'wrong' })).body.error_code).toBe(
      'LOGIN_FAILED',
    );
    // The linked account's own name opens nothing: it has no password of its own.
    const linked = `member:${m.id}`;
    expect(
      (await j.t.call(sellerLoginEndpoint, { username: linked, password: 'not-a-real-password' })).body.error_code,
    ).toBe('LOGIN_FAILED');
    expect((await m.call(shopApplyEndpoint, j.body())).body.error_code).toBe('APPLY_ALREADY_OWNER');
    expect((await j.admin.call(platformApplyApproveEndpoint, { apply_id })).body.error_code).toBe(
      'APPLY_STATE_CHANGED',
    );
    expect((await logOf(apply_id)).map((l) => l.action)).toEqual(['apply.submit', 'apply.approve']);

    const listed = ok(await j.admin.call(platformShopListEndpoint, { keyword: 'mya mya' }));
    expect(listed.list).toEqual([
      expect.objectContaining({ site_id, shop_status: 0, owner_name: 'Ko Ko', goods_on_sale: 0 }),
    ]);
  });

  it('10 approvals at once make one shop and one owner account', async () => {
    const m = await applicant(j.t, 'double-click', '09781000007');
    const { apply_id } = ok(await m.call(shopApplyEndpoint, j.body({ shop_name: 'Double Click Mart' })));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? j.admin : j.operations).call(platformApplyApproveEndpoint, { apply_id }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 0).map((a) => a.body.error_code)).toEqual(
      Array(9).fill('APPLY_STATE_CHANGED'),
    );
    const shops = await j.t.db.db
      .selectFrom('shop')
      .select('site_id')
      .where('site_name', '=', 'Double Click Mart')
      .execute();
    expect(shops).toHaveLength(1);
    const owners = await j.t.db.db.selectFrom('servicer').select('site_id').where('member_id', '=', m.id).execute();
    expect(owners).toEqual([{ site_id: shops[0]!.site_id }]);
  });

  it('a blocked member’s console sessions end and their password opens the console no more', async () => {
    const m = await applicant(j.t, 'soon-blocked', '09781000008');
    const { apply_id } = ok(await m.call(shopApplyEndpoint, j.body({ shop_name: 'Blocked Later' })));
    ok(await j.admin.call(platformApplyApproveEndpoint, { apply_id }));
    const { token } = ok(await j.t.call(sellerLoginEndpoint, { username: 'soon-blocked', password: MEMBER_PASSWORD }));
    ok(await j.t.call(sellerInfoEndpoint, {}, { token }));
    await j.t.db.db.updateTable('member').set({ status: 0 }).where('member_id', '=', m.id).execute();
    expect((await j.t.call(sellerInfoEndpoint, {}, { token })).body.error_code).toBe('TOKEN_ERROR');
    expect(
      (await j.t.call(sellerLoginEndpoint, { username: 'soon-blocked', password: MEMBER_PASSWORD })).body.error_code,
    ).toBe('LOGIN_FAILED');
  });

  it('a member without a password (signed up by SMS) cannot sign in to the console', async () => {
    const m = await createMember(j.t.db, 'sms-only');
    await j.t.db.db.updateTable('member').set({ mobile: '09781000009' }).where('member_id', '=', m.id).execute();
    const { apply_id } = ok(await j.t.call(shopApplyEndpoint, j.body({ shop_name: 'SMS Only' }), { token: m.token }));
    ok(await j.admin.call(platformApplyApproveEndpoint, { apply_id }));
    for (const password of ['', 'not-a-real-password', 'x'])
      expect((await j.t.call(sellerLoginEndpoint, { username: '09781000009', password })).body.code).not.toBe(0);
  });

  it('only its administrators and operations review: customer service, shops and members are refused', async () => {
    const m = await applicant(j.t, 'waiting-long', '09781000010');
    const { apply_id } = ok(await m.call(shopApplyEndpoint, j.body()));
    for (const endpoint of [platformApplyApproveEndpoint, platformApplyListEndpoint, platformShopListEndpoint])
      expect((await j.service.call(endpoint, { apply_id })).body.error_code).toBe('SELLER_FORBIDDEN');
    expect((await j.service.call(platformApplyRefuseEndpoint, { apply_id, reason: 'no' })).body.error_code).toBe(
      'SELLER_FORBIDDEN',
    );
    expect((await m.call(platformApplyApproveEndpoint, { apply_id })).body.error_code).toBe('TOKEN_ERROR');
    expect((await j.operations.call(platformApplyApproveEndpoint, { apply_id: 999_999 })).body.error_code).toBe(
      'APPLY_NOT_FOUND',
    );
    expect(
      (await j.operations.call(platformApplyRefuseEndpoint, { apply_id: 999_999, reason: 'x' })).body.error_code,
    ).toBe('APPLY_NOT_FOUND');
    expect((await applications(m.id))[0]!.apply_state).toBe('pending');
  });
});
