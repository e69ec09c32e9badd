import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  platformApplyApproveEndpoint,
  platformApplyListEndpoint,
  platformApplyRefuseEndpoint,
  platformShopListEndpoint,
  sellerLoginEndpoint,
  sellerShopCategoryDeleteEndpoint,
  sellerShopCategoryListEndpoint,
  sellerShopCategorySaveEndpoint,
  sellerShopEditEndpoint,
  sellerShopInfoEndpoint,
  sellerShopStatusEndpoint,
  shopApplyEndpoint,
  shopApplyInfoEndpoint,
  shopApplyLogoUpload,
  shopInfoEndpoint,
  shopResubmitEndpoint,
} from '@zay/contract';
import { offContract, ok } from '../../test/call';
import { junkIsAnswered } from '../../test/junk';
import { uploadFile } from '../../test/uploads';
import { addGoods } from '../trade/checkout/order-test-kit';
import {
  applicant,
  approvedShop,
  consoleStaff,
  joinApp,
  MEMBER_PASSWORD,
  type JoinApp,
  type Who,
} from './application/join-test-kit';
import type { Endpoint } from '@zay/contract';

/**
 * Abuse of joining the marketplace and of the shop's own console pages (issue 30, ADR 089):
 * another member's application by id, one shop's staff on another shop, script in every text
 * field kept as text, huge and malformed values.
 */
let j: JoinApp;
let a: { siteId: number; owner: Who };
let b: { siteId: number; owner: Who };
let clerkA: Who;
let bCategory: number;

const SCRIPT = '<script>alert(1)</script><img src=x onerror=alert(2)>';

beforeAll(async () => {
  j = await joinApp();
  a = await approvedShop(j, 'shop-a-owner', '09781000201', 'Shop A');
  b = await approvedShop(j, 'shop-b-owner', '09781000202', 'Shop B');
  clerkA = await consoleStaff(j.t, a.siteId, 'clerk', 'shop-a-clerk');
  bCategory = ok(await b.owner.call(sellerShopCategorySaveEndpoint, { category_name: 'B only' })).category_id;
});
afterAll(() => j.t.close());

describe('another member’s application', () => {
  it('is neither read nor changed by id', async () => {
    const victim = await applicant(j.t, 'victim', '09781000203');
    const thief = await applicant(j.t, 'thief', '09781000204');
    const { apply_id } = ok(await victim.call(shopApplyEndpoint, j.body({ shop_name: 'Victim Shop' })));
    ok(await j.admin.call(platformApplyRefuseEndpoint, { apply_id, reason: 'fix the address' }));
    const stolen = await thief.call(shopResubmitEndpoint, { ...j.body({ shop_name: 'Stolen Shop' }), apply_id });
    expect(stolen.body).toMatchObject({ error_code: 'APPLY_NOT_FOUND', data: null });
    expect(ok(await thief.call(shopApplyInfoEndpoint, {})).application).toBeNull();
    const row = await j.t.db.db
      .selectFrom('shop_apply')
      .selectAll()
      .where('apply_id', '=', apply_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ shop_name: 'Victim Shop', apply_state: 'refused' });
  });

  it('a member cannot approve, refuse or list on the platform, nor can a shop’s owner', async () => {
    const m = await applicant(j.t, 'self-approver', '09781000205');
    const { apply_id } = ok(await m.call(shopApplyEndpoint, j.body()));
    for (const caller of [m, a.owner]) {
      const approve = await caller.call(platformApplyApproveEndpoint, { apply_id });
      expect(['TOKEN_ERROR', 'PLATFORM_STAFF_ONLY', 'TOKEN_NOT_EXIST']).toContain(approve.body.error_code);
      expect((await caller.call(platformApplyListEndpoint, {})).body.code).not.toBe(0);
      expect((await caller.call(platformShopListEndpoint, {})).body.code).not.toBe(0);
    }
    // The shop console's cookie carries a shop owner's token, never the platform's.
    const viaCookie = await j.t.call(
      platformApplyApproveEndpoint,
      { apply_id },
      {
        headers: { cookie: `zay_seller_token=${a.owner.token}` },
      },
    );
    expect(viaCookie.body.error_code).toBe('TOKEN_NOT_EXIST');
    const row = await j.t.db.db
      .selectFrom('shop_apply')
      .select('apply_state')
      .where('apply_id', '=', apply_id)
      .executeTakeFirst();
    expect(row?.apply_state).toBe('pending');
  });
});

describe('one shop’s staff on another shop', () => {
  it('edits, opens and categories touch only the caller’s own shop, whatever ids the body carries', async () => {
    const bBefore = await j.t.db.db
      .selectFrom('shop')
      .selectAll()
      .where('site_id', '=', b.siteId)
      .executeTakeFirstOrThrow();
    await addGoods(j.t.db.db, b.siteId, { price: 100_00, stock: 1 });
    const edit = await a.owner.call(
      sellerShopEditEndpoint,
      offContract({
        site_id: b.siteId,
        site_name: 'Shop A renamed',
        ...j.regions,
        address: 'A street',
      }),
    );
    expect(ok(edit).site_id).toBe(a.siteId);
    expect(
      (await a.owner.call(sellerShopStatusEndpoint, offContract({ shop_status: 1, site_id: b.siteId }))).body
        .error_code,
    ).toBe('SHOP_OPEN_NEEDS_GOODS');
    expect(ok(await a.owner.call(sellerShopInfoEndpoint, offContract({ site_id: b.siteId }))).site_id).toBe(a.siteId);
    const bAfter = await j.t.db.db
      .selectFrom('shop')
      .selectAll()
      .where('site_id', '=', b.siteId)
      .executeTakeFirstOrThrow();
    expect(bAfter).toEqual(bBefore);

    const code = async (body: Record<string, unknown>, endpoint: Endpoint = sellerShopCategorySaveEndpoint) =>
      (await a.owner.call(endpoint, offContract(body))).body.error_code;
    expect(await code({ category_id: bCategory, category_name: 'hijacked' })).toBe('SHOP_CATEGORY_NOT_FOUND');
    expect(await code({ category_name: 'under B', pid: bCategory })).toBe('SHOP_CATEGORY_PARENT_INVALID');
    expect(await code({ category_id: bCategory }, sellerShopCategoryDeleteEndpoint)).toBe('SHOP_CATEGORY_NOT_FOUND');
    expect(ok(await a.owner.call(sellerShopCategoryListEndpoint, offContract({ site_id: b.siteId })))).toEqual([]);
    expect(ok(await b.owner.call(sellerShopCategoryListEndpoint, {})).map((c) => c.category_name)).toEqual(['B only']);
  });

  it('a clerk of shop A can do nothing to either shop’s profile or categories', async () => {
    for (const [endpoint, body] of [
      [sellerShopEditEndpoint, { site_name: 'clerk was here', ...j.regions, address: 'x' }],
      [sellerShopStatusEndpoint, { shop_status: 0 }],
      [sellerShopCategorySaveEndpoint, { category_name: 'clerk' }],
      [sellerShopCategoryDeleteEndpoint, { category_id: bCategory }],
    ] as const)
      expect((await clerkA.call(endpoint, offContract({ ...body, site_id: b.siteId }))).body.error_code).toBe(
        'SELLER_FORBIDDEN',
      );
  });
});

describe('text is kept as text', () => {
  it('script in every text field is stored and answered exactly as typed, never as markup', async () => {
    const m = await applicant(j.t, 'script-kiddie', '09781000206');
    const sent = ok(
      await m.call(
        shopApplyEndpoint,
        j.body({
          shop_name: `${SCRIPT}`.slice(0, 40),
          contact_name: '<b>Ko</b>"\'&',
          address: SCRIPT,
          description: `${SCRIPT}\n${SCRIPT}`,
        }),
      ),
    );
    expect(sent).toMatchObject({
      shop_name: SCRIPT.slice(0, 40),
      contact_name: '<b>Ko</b>"\'&',
      address: SCRIPT,
      description: `${SCRIPT}\n${SCRIPT}`,
    });
    const { site_id } = ok(await j.admin.call(platformApplyApproveEndpoint, { apply_id: sent.apply_id }));
    await addGoods(j.t.db.db, site_id, { price: 100_00, stock: 1 });
    const login = await approvedOwner('script-kiddie');
    ok(
      await login.call(sellerShopEditEndpoint, {
        site_name: SCRIPT.slice(0, 40),
        ...j.regions,
        address: SCRIPT,
        workingtime: SCRIPT.slice(0, 50),
        seo_description: SCRIPT,
        seo_keywords: SCRIPT,
      }),
    );
    ok(await login.call(sellerShopCategorySaveEndpoint, { category_name: SCRIPT.slice(0, 20) }));
    ok(await login.call(sellerShopStatusEndpoint, { shop_status: 1 }));
    const info = ok(await j.t.call(shopInfoEndpoint, { site_id }));
    expect(info).toMatchObject({ site_name: SCRIPT.slice(0, 40), seo_description: SCRIPT, address: SCRIPT });
  });
});

async function approvedOwner(username: string) {
  const login = ok(await j.t.call(sellerLoginEndpoint, { username, password: MEMBER_PASSWORD }));
  return { call: j.t.as({ token: login.token, lang: 'en-us' }) };
}

describe('huge and malformed values', () => {
  it('control characters in one-line fields, too-long texts and pictures from elsewhere are refused', async () => {
    const m = await applicant(j.t, 'malformed', '09781000207');
    const refused = async (more: object) => (await m.call(shopApplyEndpoint, j.body(more as never))).body;
    expect((await refused({ shop_name: 'Line\nbreak' })).code).not.toBe(0);
    expect((await refused({ shop_name: 'x'.repeat(41) })).message).toContain('2 to 40 characters');
    expect((await refused({ description: 'x'.repeat(501) })).code).not.toBe(0);
    expect((await refused({ description: 'bell\u0007' })).code).not.toBe(0);
    expect((await refused({ contact_name: 'x'.repeat(31) })).message).toContain('1 to 30 characters');
    expect((await refused({ logo: 'data:image/png;base64,AAAA' })).message).toBe('Please upload the picture again');
    expect((await refused({ category_id: 1e20 })).code).not.toBe(0);
    expect((await refused({ category_id: -1 })).code).not.toBe(0);
    expect((await refused({ category_id: 1.5 })).code).not.toBe(0);
    expect(ok(await m.call(shopApplyInfoEndpoint, {})).application).toBeNull();
    const reason = await j.admin.call(platformApplyRefuseEndpoint, { apply_id: 1, reason: 'x'.repeat(201) });
    expect(reason.body.code).not.toBe(0);
    const sort = await a.owner.call(sellerShopCategorySaveEndpoint, offContract({ category_name: 'x', sort: 1e12 }));
    expect(sort.body.code).not.toBe(0);
  });

  it('a logo upload that is not a picture, or too big, is refused', async () => {
    const m = await applicant(j.t, 'uploader', '09781000208');
    const text = await uploadFile(j.t, shopApplyLogoUpload.path, m.token, Buffer.from('<svg onload=alert(1)>'), {
      filename: 'x.svg',
      type: 'image/svg+xml',
    });
    expect(text.body.error_code).toBe('UPLOAD_TYPE_INVALID');
    const huge = await uploadFile(j.t, shopApplyLogoUpload.path, m.token, Buffer.alloc(5 * 1024 * 1024, 1));
    expect(huge.body.code).not.toBe(0);
    expect((await uploadFile(j.t, shopApplyLogoUpload.path, '', Buffer.from('x'))).body.code).not.toBe(0);
  });

  it('300 junk bodies on every endpoint are answered, never with a 500', async () => {
    const m = await applicant(j.t, 'junk', '09781000209');
    const fields = [
      'apply_id',
      'shop_name',
      'category_id',
      'contact_mobile',
      'province_id',
      'agree',
      'logo',
      'description',
    ];
    await junkIsAnswered(m.call, [shopApplyEndpoint, shopResubmitEndpoint], fields, () => false);
    await junkIsAnswered(
      a.owner.call,
      [
        sellerShopEditEndpoint,
        sellerShopStatusEndpoint,
        sellerShopCategorySaveEndpoint,
        sellerShopCategoryDeleteEndpoint,
      ],
      ['site_name', 'shop_status', 'category_id', 'pid', 'sort', 'is_show', 'category_name', 'banner'],
      () => false,
    );
    await junkIsAnswered(
      j.admin.call,
      [platformApplyApproveEndpoint, platformApplyRefuseEndpoint, platformApplyListEndpoint, platformShopListEndpoint],
      ['apply_id', 'reason', 'tab', 'page', 'page_size', 'keyword'],
      // A well-formed approval of an existing application is not junk.
      (body) => typeof body.apply_id === 'number' && body.apply_id > 0,
    );
  });
});
