import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@zay/contract';
import { LIVE_STATUS, STAFF_ROLES, type Endpoint, type StaffRole } from '@zay/contract';
import { ok } from '../../../test/call';
import { insertRow } from '../../../test/insert-row';
import { createMember } from '../../../test/members';
import { pngOf, uploadFile } from '../../../test/uploads';
import { afterSaleWorld, buyer, paidOrder, type AfterSaleWorld } from '../../aftersale/aftersale-test-kit';
import { newArticle, newClass } from '../../content/cms/cms-test-kit';
import { addTopic, addTopicGoods } from '../../promotion/topic/topic-test-kit';
import { applicant } from '../../shop/application/join-test-kit';
import { addGoods } from '../../trade/checkout/order-test-kit';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';
import { memberWithWithdrawals } from './platform-test-kit';

/*
 * Every platform console call against every staff role (issue 29 §2, ADR 087): a role the call's
 * permission is not granted to gets SELLER_FORBIDDEN and no row of any table changes; a granted
 * role is let through (the administrator's call succeeds, which shows the bodies below are real
 * writes). The grants are written out here from the issue, apart from the contract's table.
 */

const UPLOAD = 'platform-roles';
const UPLOAD_DIR = `./data/test-uploads-${UPLOAD}`;

/** Who besides the administrator (owner) may call, by path prefix. */
const GRANTS: [prefix: string, roles: StaffRole[]][] = [
  ['/platform/api/withdraw/', ['finance']],
  ['/platform/api/complain/lists', ['finance', 'service']],
  ['/platform/api/complain/detail', ['finance', 'service']],
  ['/platform/api/complain/agree', ['finance']],
  ['/platform/api/complain/refuse', ['finance']],
  ['/platform/api/coupon/', ['operations']],
  ['/platform/api/topic/', ['operations']],
  ['/platform/api/upload/topic', ['operations']],
  ['/platform/api/seckill/slot/', ['operations']],
  ['/platform/api/content/', ['operations']],
  ['/platform/api/decorate/', ['operations']],
  ['/platform/api/upload/decorate', ['operations']],
  ['/platform/api/live/', ['operations']],
  ['/platform/api/category/', ['operations']],
  ['/platform/api/brand/', ['operations']],
  ['/platform/api/goods/', ['operations']],
  ['/platform/api/upload/catalogue', ['operations']],
  ['/platform/api/shopapply/', ['operations']],
  ['/platform/api/shop/', ['operations']],
  ['/platform/api/member/lists', ['operations', 'finance', 'service']],
  ['/platform/api/member/detail', ['operations', 'finance', 'service']],
  ['/platform/api/member/ledger', ['operations', 'finance', 'service']],
  ['/platform/api/member/orders', ['operations', 'finance', 'service']],
  ['/platform/api/member/freeze', ['operations']],
  ['/platform/api/member/adjust', ['finance']],
  // The settings calls: each role that owns a group (the group's own permission: settings.abuse.test.ts).
  ['/platform/api/settings/', ['operations', 'finance']],
  ['/platform/api/upload/site', []],
  ['/platform/api/log/page', []],
  ['/platform/api/staff/', []],
  ['/platform/api/dashboard', ['operations', 'finance', 'service']],
];
const SESSION = ['/platform/api/login', '/platform/api/logout', '/platform/api/info'];

const allowed = (p: string): StaffRole[] => {
  const grant = GRANTS.find(([prefix]) => p.startsWith(prefix));
  if (!grant) throw new Error(`${p}: no grant in this test's table`);
  return ['owner', ...grant[1]];
};

type Upload = typeof c.platformTopicBannerUpload;
const isUpload = (e: Endpoint | Upload): e is Upload => 'field' in e;

/** Every platform call of the contract but the session's, by path. */
const PLATFORM_CALLS = [
  ...new Map(
    (Object.values(c) as unknown[])
      .filter(
        (e: unknown): e is Endpoint | Upload =>
          typeof e === 'object' && e !== null && 'path' in e && 'auth' in e && e.auth === 'platform',
      )
      .filter((e) => !SESSION.includes(e.path))
      .map((e) => [e.path, e] as const),
  ).values(),
];

let w: AfterSaleWorld;
const as = {} as Record<StaffRole, Staff>;
const f = {} as {
  withdraw: number[];
  goods: number;
  doomedGoods: number;
  complaints: number[];
  coupon: number;
  topic: number;
  topicGoods: number;
  slot: number;
  article: number;
  doomed: number;
  rooms: number[];
  category: number;
  child: number;
  doomedCategory: number;
  doomedBrand: number;
  member: number;
  applications: number[];
  doomedStaff: number;
  settings: c.Settings;
  decoration: c.Decoration;
};

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const couponForm = (name: string) => ({
  coupon_name: name,
  type: 'reward' as const,
  money: '1000',
  at_least: '10000',
  validity_type: 0,
  end_time: now() + 10 * DAY,
  count: 50,
  max_fetch: 1,
});

const names = (name: string) => ({ name_mm: `${name} မြန်မာ`, name_zh: `${name} 中文`, name_en: name });
/** A settings group the caller's role owns (operations: points, finance: withdrawals), saved as it is. */
const settingsBody = (role: StaffRole) => {
  const group = role === 'finance' ? 'withdrawal' : 'points';
  return { group, value: f.settings[group] };
};

/** A valid body for each call (for `role`), made from the fixtures. */
const BODIES: Record<string, (role: StaffRole) => object> = {
  '/platform/api/withdraw/lists': () => ({}),
  '/platform/api/withdraw/detail': () => ({ id: f.withdraw[0] }),
  '/platform/api/withdraw/approve': () => ({ id: f.withdraw[0] }),
  '/platform/api/withdraw/transfer': () => ({
    id: f.withdraw[1],
    transfer_method: 'KBZPay',
    transfer_reference: 'R-1',
  }),
  '/platform/api/withdraw/refuse': () => ({ id: f.withdraw[2], reason: 'Wrong account' }),
  '/platform/api/complain/lists': () => ({}),
  '/platform/api/complain/detail': () => ({ order_goods_id: f.complaints[0] }),
  '/platform/api/complain/agree': () => ({ order_goods_id: f.complaints[0] }),
  '/platform/api/complain/refuse': () => ({ order_goods_id: f.complaints[1], reason: 'Not justified' }),
  '/platform/api/coupon/page': () => ({}),
  '/platform/api/coupon/info': () => ({ coupon_type_id: f.coupon }),
  '/platform/api/coupon/add': () => couponForm('Roles 1000'),
  '/platform/api/coupon/edit': () => ({ ...couponForm('Roles 1500'), money: '1500', coupon_type_id: f.coupon }),
  '/platform/api/coupon/close': () => ({ coupon_type_id: f.coupon }),
  '/platform/api/topic/lists': () => ({}),
  '/platform/api/topic/info': () => ({ topic_id: f.topic }),
  '/platform/api/topic/save': () => ({ topic_name: 'Roles', start_time: now() + DAY, end_time: now() + 2 * DAY }),
  '/platform/api/topic/goods/add': () => ({ topic_id: f.topic, sku_id: w.s.a2.skuId, topic_price: '1000', stock: 2 }),
  '/platform/api/topic/goods/remove': () => ({ id: f.topicGoods }),
  '/platform/api/seckill/slot/lists': () => ({}),
  '/platform/api/seckill/slot/save': () => ({ name: 'Roles', seckill_start_time: 3600, seckill_end_time: 7200 }),
  '/platform/api/seckill/slot/status': () => ({ id: f.slot, status: 0 }),
  '/platform/api/content/lists': () => ({ kind: 'help' }),
  '/platform/api/content/detail': () => ({ kind: 'help', id: f.article }),
  '/platform/api/content/save': () => ({ kind: 'notice', title: 'Roles notice', content: '<p>Hello</p>' }),
  '/platform/api/content/set': () => ({ kind: 'help', id: f.article, is_show: 0 }),
  '/platform/api/content/delete': () => ({ kind: 'help', id: f.doomed }),
  '/platform/api/live/lists': () => ({}),
  '/platform/api/live/approve': () => ({ id: f.rooms[0] }),
  '/platform/api/live/refuse': () => ({ id: f.rooms[1], reason: 'Wrong goods' }),
  '/platform/api/live/takedown': () => ({ id: f.rooms[2], reason: 'Wrong goods' }),
  '/platform/api/category/tree': () => ({}),
  '/platform/api/category/save': () => ({ ...names('Roles new'), pid: f.category }),
  '/platform/api/category/set': () => ({ category_id: f.category, sort: 7 }),
  '/platform/api/category/move': () => ({ category_id: f.child, pid: 0 }),
  '/platform/api/category/delete': () => ({ category_id: f.doomedCategory }),
  '/platform/api/brand/lists': () => ({}),
  '/platform/api/brand/save': () => ({ brand_name: 'Roles brand new' }),
  '/platform/api/brand/delete': () => ({ brand_id: f.doomedBrand }),
  '/platform/api/goods/verify': () => ({ goods_id: f.goods, pass: 1 }),
  '/platform/api/goods/page': () => ({ state: 'waiting' }),
  '/platform/api/goods/takedown': () => ({ goods_id: f.doomedGoods, reason: 'Roles take-down' }),
  '/platform/api/member/lists': () => ({ search: 'pr-' }),
  '/platform/api/member/detail': () => ({ member_id: f.member }),
  '/platform/api/member/ledger': () => ({ member_id: f.member, ledger: 'point' }),
  '/platform/api/member/orders': () => ({ member_id: f.member }),
  '/platform/api/member/freeze': () => ({ member_id: f.member, frozen: 1, reason: 'Roles check' }),
  '/platform/api/member/adjust': () => ({ member_id: f.member, account: 'point', amount: 10, reason: 'Roles' }),
  '/platform/api/shopapply/lists': () => ({}),
  '/platform/api/shopapply/approve': () => ({ apply_id: f.applications[0] }),
  '/platform/api/shopapply/refuse': () => ({ apply_id: f.applications[1], reason: 'Licence missing' }),
  '/platform/api/shop/lists': () => ({}),
  '/platform/api/shop/detail': () => ({ site_id: w.s.shopB }),
  // Frozen by the first call, unfrozen by the next (the contract's order).
  '/platform/api/shop/freeze': () => ({ site_id: w.s.shopB, reason: 'Roles check' }),
  '/platform/api/shop/unfreeze': () => ({ site_id: w.s.shopB }),
  '/platform/api/shop/commission': () => ({ site_id: w.s.shopB, commission_rate: 450 }),
  '/platform/api/settings/get': () => ({}),
  '/platform/api/settings/save': settingsBody,
  '/platform/api/log/page': () => ({}),
  '/platform/api/decorate/get': () => ({}),
  // The published decoration with one more navigation item: publishing it is a real write.
  '/platform/api/decorate/save': (role) => ({
    decoration: {
      ...f.decoration,
      nav: [
        ...f.decoration.nav,
        { id: 0, title_mm: `Roles ${role}`, title_zh: '', title_en: '', url: '/list', is_blank: 0, is_show: 1 },
      ],
    },
  }),
  '/platform/api/decorate/publish': () => ({}),
  '/platform/api/decorate/discard': () => ({}),
  '/platform/api/dashboard': () => ({}),
  '/platform/api/staff/lists': () => ({}),
  '/platform/api/staff/add': () => ({
    username: 'roles_new_staff',
    nickname: 'New',
    role: 'finance',
    password: 'Roles@2026x',
  }),
  '/platform/api/staff/edit': () => ({ staff_id: as.finance.id, nickname: 'Finance', role: 'finance' }),
  '/platform/api/staff/status': () => ({ staff_id: f.doomedStaff, status: 1 }),
  '/platform/api/staff/password': () => ({ staff_id: f.doomedStaff, password: 'Roles@2026y' }),
};

async function call(e: Endpoint | Upload, role: StaffRole) {
  if (isUpload(e)) return (await uploadFile(w.t, e.path, as[role].token, await pngOf())).body;
  return (await as[role].call(e, BODIES[e.path]!(role) as never)).body;
}

let tables: string[] = [];
/** Every row of every table, in a stable order. */
async function snapshot() {
  const all: Record<string, string[]> = {};
  for (const name of tables) {
    const rows = await w.t.db.db
      .selectFrom(name as 'member')
      .selectAll()
      .execute();
    all[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return all;
}

/** How many files an upload call has stored in its folder (`/platform/api/upload/topic`: topic). */
const storedFiles = (uploadPath: string) => {
  const folder = path.join(UPLOAD_DIR, path.basename(uploadPath));
  return fs.existsSync(folder)
    ? fs.readdirSync(folder, { recursive: true }).filter((x) => path.extname(String(x))).length
    : 0;
};

beforeAll(async () => {
  fs.rmSync(UPLOAD_DIR, { recursive: true, force: true });
  w = await afterSaleWorld(UPLOAD);
  const t = w.t;
  for (const role of STAFF_ROLES) as[role] = await staff(t, 0, role, `pr-${role}`);
  const admin = as.owner;

  const m = await memberWithWithdrawals(t, 'pr-member', 10_000_00, [1_000_00, 1_000_00, 1_000_00]);
  f.withdraw = m.ids;
  ok(await admin.call(c.platformWithdrawApproveEndpoint, { id: m.ids[1]! }));

  const b = await buyer(t, 'pr-buyer');
  const o = await paidOrder(w, b, [w.s.a1.skuId, w.s.a2.skuId]);
  for (const id of o.goodsIds) {
    ok(await b.call(c.refundApplyEndpoint, { order_goods_id: id, refund_type: 1, refund_reason: 'other' }));
    ok(await w.clerkA.call(c.shopRefundRefuseEndpoint, { order_goods_id: id, reason: 'No' }));
    ok(await b.call(c.complainApplyEndpoint, { order_goods_id: id, complain_reason: 'other' }));
  }
  f.complaints = o.goodsIds;

  f.coupon = ok(await admin.call(c.platformCouponAddEndpoint, couponForm('Roles fixture'))).coupon_type_id;
  f.topic = await addTopic(t.db.db, now(), { end_time: now() + 5 * DAY });
  f.topicGoods = await addTopicGoods(t.db.db, {
    topicId: f.topic,
    siteId: w.s.shopA,
    ...w.s.a1,
    price: 5_000_00,
    stock: 3,
  });
  f.slot = ok(
    await admin.call(c.platformSlotSaveEndpoint, { name: 'Fixture', seckill_start_time: 0, seckill_end_time: 3599 }),
  ).id;
  const classId = await newClass(admin, 'Roles class');
  f.article = await newArticle(admin, classId, 'Roles article');
  f.doomed = await newArticle(admin, classId, 'Roles article to delete');
  const room = (audit_status: number) =>
    insertRow(
      t.db.db,
      'live_room',
      {
        site_id: w.s.shopA,
        name: `Roles room ${audit_status}`,
        live_status: LIVE_STATUS.COMING,
        start_time: now() + 3600,
        end_time: now() + 7200,
        audit_status,
        anchor_name: 'Ma Thida',
      },
      'id',
    );
  f.rooms = [await room(0), await room(0), await room(1)];

  const category = (body: object) => admin.call(c.platformCategorySaveEndpoint, body as never);
  f.category = ok(await category(names('Roles top'))).category_id;
  f.child = ok(await category({ ...names('Roles child'), pid: f.category })).category_id;
  f.doomedCategory = ok(await category(names('Roles doomed'))).category_id;
  f.doomedBrand = ok(await admin.call(c.platformBrandSaveEndpoint, { brand_name: 'Roles doomed brand' })).brand_id;
  f.member = (await createMember(t.db, 'pr-someone')).id;
  const township = await t.db.db
    .selectFrom('region as d')
    .innerJoin('region as ci', 'ci.id', 'd.pid')
    .select(['d.id as district_id', 'ci.id as city_id', 'ci.pid as province_id'])
    .where('d.level', '=', 3)
    .executeTakeFirstOrThrow();
  f.applications = [];
  for (const [i, name] of ['Roles Phones', 'Roles Tea'].entries()) {
    const m = await applicant(t, `pr-applicant-${i}`, `0978100002${i}`);
    const application = {
      shop_name: name,
      category_id: f.category,
      contact_name: 'Ko Ko',
      contact_mobile: `0978100002${i}`,
      ...township,
      address: 'No. 12, Bogyoke Road',
      description: '',
      logo: '',
      agree: 1 as const,
    };
    f.applications.push(ok(await m.call(c.shopApplyEndpoint, application)).apply_id);
  }
  f.goods = (
    await t.db.db
      .selectFrom('goods_sku')
      .select('goods_id')
      .where('sku_id', '=', w.s.a1.skuId)
      .executeTakeFirstOrThrow()
  ).goods_id;
  f.doomedGoods = (await addGoods(t.db.db, w.s.shopA, { price: 1_000_00, stock: 5 })).goodsId;
  f.settings = ok(await admin.call(c.platformSettingsEndpoint, {}));
  f.decoration = ok(await admin.call(c.platformDecorateGetEndpoint, {})).decoration;
  f.doomedStaff = (await staff(t, 0, 'service', 'pr-doomed-staff')).id;
  tables = (await t.db.db.introspection.getTables()).map((x) => x.name).sort();
});
afterAll(async () => {
  await w.t.close();
  fs.rmSync(UPLOAD_DIR, { recursive: true, force: true });
});

it('every platform call but the session’s names its permission, and this test has a body for each', () => {
  expect(PLATFORM_CALLS.length).toBe(73);
  for (const e of PLATFORM_CALLS) {
    expect(e.permission, e.path).toBeDefined();
    if (!isUpload(e)) expect(Object.keys(BODIES), e.path).toContain(e.path);
    expect(allowed(e.path).length, e.path).toBeGreaterThan(0);
  }
});

describe.each(PLATFORM_CALLS.map((e) => [e.path, e] as const))('%s', (p, e) => {
  it('refuses every role it is not granted to, changing nothing; lets the granted ones through', async () => {
    const granted = allowed(p);
    const refused = STAFF_ROLES.filter((r) => !granted.includes(r));
    expect(refused.length).toBeGreaterThan(0);

    const before = await snapshot();
    for (const role of refused) expect((await call(e, role)).error_code, `${p} as ${role}`).toBe('SELLER_FORBIDDEN');
    expect(await snapshot()).toEqual(before);
    if (isUpload(e)) expect(storedFiles(p)).toBe(0);

    for (const role of granted) {
      const answer = await call(e, role);
      // The administrator goes first on fresh fixtures: the body is a real, successful call.
      if (role === 'owner') expect(answer, `${p} as owner`).toMatchObject({ code: 0 });
      if (role === 'owner' && isUpload(e)) expect(storedFiles(p)).toBeGreaterThan(0);
      expect(answer.error_code ?? '', `${p} as ${role}`).not.toMatch(/SELLER_FORBIDDEN|PLATFORM_STAFF_ONLY|TOKEN_/);
    }
  });
});

it('a platform role is nothing in a shop’s console beyond what the platform’s staff could do before', async () => {
  for (const role of ['operations', 'finance'] as const) {
    const res = await as[role].call(c.deskOrderListEndpoint, {});
    expect(res.body.error_code, role).toBe('SELLER_FORBIDDEN');
    const coupons = await as[role].call(c.sellerCouponPageEndpoint, {});
    expect(coupons.body.error_code, role).toBe('SELLER_FORBIDDEN');
  }
  // Site 0's owner keeps the shop console as before (every shop's orders).
  expect((await as.owner.call(c.deskOrderListEndpoint, {})).body.code).toBe(0);
});
