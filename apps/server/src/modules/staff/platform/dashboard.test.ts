import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as c from '@zay/contract';
import { ok } from '../../../test/call';
import { testClock } from '../../../test/clock';
import { insertRow } from '../../../test/insert-row';
import { createMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addGoods, addShop } from '../../trade/checkout/order-test-kit';
import { staff, type Staff } from '../../trade/fulfilment/fulfilment-test-kit';

/*
 * The platform's dashboard (issue 31, ADR 107), on both databases: fixed rows at fixed times
 * around the market's midnight (Asia/Yangon, UTC+6:30), summed per market day by the database.
 */

const utc = (...p: [number, number, number, number, number, number?]) => Date.UTC(...p) / 1000;
/** 2030-03-15 10:00 in Yangon. */
const NOW = utc(2030, 2, 15, 3, 30);
/** Yangon's midnight starting 2030-03-15 (17:30 UTC the day before). */
const TODAY = utc(2030, 2, 14, 17, 30);
/** The first day shown: 29 days before today. */
const FIRST = TODAY - 29 * 86_400;

let t: TestApp;
const ROLES = ['owner', 'operations', 'finance', 'service', 'clerk'] as const;
const as = {} as Record<(typeof ROLES)[number], Staff>;
let shopOwner: Staff;
let site: number;

let orderNo = 0;
const order = (create_time: number, order_money: number, pay_time = 0) =>
  insertRow(
    t.db.db,
    'orders',
    {
      order_no: `DB${++orderNo}`,
      out_trade_no: `DBT${orderNo}`,
      site_id: site,
      member_id: 1,
      create_time,
      order_money,
      pay_time,
      pay_status: pay_time ? c.PAY_STATUS.PAID : c.PAY_STATUS.UNPAID,
    },
    'order_id',
  );

const dashboard = async (who: Staff) => ok(await who.call(c.platformDashboardEndpoint, {}));

beforeAll(async () => {
  t = await createTestApp({}, { clock: testClock(NOW * 1000) });
  for (const role of ROLES) as[role] = await staff(t, 0, role, `db-${role}`);
  site = await addShop(t.db.db, 'Dashboard Shop');
  shopOwner = await staff(t, site, 'owner', 'db-shop-owner');
});
afterAll(() => t.close());

describe('the figures per market day', () => {
  it('counts orders, paid money, members and shops on the market’s days, the 30 days and no more', async () => {
    const before = await dashboard(as.owner);
    expect(before.days).toHaveLength(c.DASHBOARD_DAYS);
    expect(before.days[0]!.day).toBe('2030-02-14');
    expect(before.days.at(-1)!.day).toBe('2030-03-15');
    expect(before.month).toEqual({ orders: 0, sales: '0.00', members: 0, shops: 0 });

    await order(TODAY + 60, 1_000_00, TODAY + 120); // today 00:01, paid at 00:02
    await order(TODAY - 60, 500_00); // yesterday 23:59 in Yangon, the same UTC date as the first: not paid
    await order(FIRST, 250_50, TODAY - 1); // the first day shown, paid yesterday at 23:59:59
    await order(FIRST - 1, 999_00, FIRST - 1); // a second before the first day: not shown
    await order(TODAY + 300, 77_00, 0); // placed today, never paid
    await t.db.db
      .updateTable('shop')
      .set({ create_time: TODAY + 5 })
      .where('site_id', '=', site)
      .execute();
    for (const [name, reg_time] of [
      ['db-m1', TODAY + 3600],
      ['db-m2', TODAY - 3600],
      ['db-m3', FIRST - 3600],
    ] as const) {
      const m = await createMember(t.db, name);
      await t.db.db.updateTable('member').set({ reg_time }).where('member_id', '=', m.id).execute();
    }

    const d = await dashboard(as.owner);
    const today = d.days.at(-1)!;
    const yesterday = d.days.at(-2)!;
    expect(today).toEqual({ day: '2030-03-15', orders: 2, sales: '1000.00', members: 1, shops: 1 });
    expect(yesterday).toEqual({ day: '2030-03-14', orders: 1, sales: '250.50', members: 1, shops: 0 });
    expect(d.days[0]).toEqual({ day: '2030-02-14', orders: 1, sales: '0.00', members: 0, shops: 0 });
    expect(d.month).toEqual({ orders: 4, sales: '1250.50', members: 2, shops: 1 });
    expect(d.days.slice(1, -2).every((x) => x.orders === 0 && x.sales === '0.00')).toBe(true);
  });
});

describe('the queues', () => {
  it('counts what waits, each queue for the roles that work it', async () => {
    const before = await dashboard(as.owner);
    await insertRow(t.db.db, 'shop_apply', { member_id: 1, apply_state: 'pending', shop_name: 'Q' }, 'apply_id');
    await insertRow(t.db.db, 'shop_apply', { member_id: 2, apply_state: 'refused', shop_name: 'R' }, 'apply_id');
    const { goodsId } = await addGoods(t.db.db, site, { price: 1_000_00, stock: 1 });
    await t.db.db
      .updateTable('goods')
      .set({ verify_state: c.GOODS_VERIFY.WAITING })
      .where('goods_id', '=', goodsId)
      .execute();
    const withdrawal = (member_id: number, site_id: number, status: number) =>
      insertRow(
        t.db.db,
        'member_withdraw',
        {
          withdraw_no: `W${member_id}${site_id}${status}`,
          member_id,
          site_id,
          apply_money: 100,
          apply_time: NOW,
          status,
        },
        'id',
      );
    await withdrawal(1, 0, c.WITHDRAW_STATUS.PENDING);
    await withdrawal(0, site, c.WITHDRAW_STATUS.PENDING);
    await withdrawal(0, site, c.WITHDRAW_STATUS.TRANSFERRED);
    const complaint = (no: number, complain_status: number) =>
      insertRow(
        t.db.db,
        'order_complain',
        {
          order_goods_id: no,
          order_id: 1,
          member_id: 1,
          site_id: site,
          complain_no: `C${no}`,
          complain_status,
          create_time: NOW,
        },
        'complain_id',
      );
    await complaint(9001, c.COMPLAIN_STATUS.APPLIED);
    await complaint(9002, c.COMPLAIN_STATUS.ENDED);

    const q = (await dashboard(as.owner)).queues;
    const b = before.queues;
    expect(q).toEqual({
      shop_applications: b.shop_applications! + 1,
      goods_review: b.goods_review! + 1,
      member_withdrawals: b.member_withdrawals! + 1,
      shop_withdrawals: b.shop_withdrawals! + 1,
      complaints: b.complaints! + 1,
    });
    expect((await dashboard(as.operations)).queues).toEqual({
      ...q,
      member_withdrawals: null,
      shop_withdrawals: null,
      complaints: null,
    });
    expect((await dashboard(as.finance)).queues).toEqual({ ...q, shop_applications: null, goods_review: null });
    expect((await dashboard(as.service)).queues).toEqual({
      shop_applications: null,
      goods_review: null,
      member_withdrawals: null,
      shop_withdrawals: null,
      complaints: q.complaints,
    });
  });
});

describe('who reads it', () => {
  it('every platform role; a shop’s owner, a member, a stranger and the platform’s order clerk are refused', async () => {
    for (const role of ['operations', 'finance', 'service'] as const) await dashboard(as[role]);
    expect((await shopOwner.call(c.platformDashboardEndpoint, {})).body.error_code).toBe('PLATFORM_STAFF_ONLY');
    const member = await createMember(t.db, 'db-member', () => NOW * 1000);
    const asMember = await t.as({ token: member.token })(c.platformDashboardEndpoint, {});
    expect(asMember.body.code).not.toBe(0);
    expect(asMember.body.data ?? null).toBeNull();
    expect((await t.call(c.platformDashboardEndpoint, {})).body.code).not.toBe(0);
    expect((await as.clerk.call(c.platformDashboardEndpoint, {})).body.error_code).toBe('SELLER_FORBIDDEN');
  });
});
