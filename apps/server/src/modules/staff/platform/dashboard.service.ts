import {
  DASHBOARD_DAYS,
  fromMinor,
  platformRoleMay,
  type DashboardQueues,
  type PlatformDashboard,
  type PlatformPermission,
} from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { marketMoment, marketOffsetSeconds } from '../../../lib/market-clock';
import type { StaffScope } from '../../../lib/staff-scope';
import * as repo from './dashboard.repository';

const DAY = 86_400;

/** Which permission works each queue: a role without it gets null for that queue. */
const QUEUE_PERMISSION: Record<keyof DashboardQueues, PlatformPermission> = {
  shop_applications: 'shops.review',
  goods_review: 'catalogue',
  member_withdrawals: 'withdrawals',
  shop_withdrawals: 'withdrawals',
  complaints: 'complaints.read',
};

/**
 * The dashboard (ADR 107): the last DASHBOARD_DAYS market days, today last, each day's orders,
 * paid orders' money, new members and new shops, added up by the database per market day; and
 * the queues the caller's role works.
 */
export async function platformDashboard(ctx: RequestContext, staff: StaffScope): Promise<PlatformDashboard> {
  const now = ctx.now();
  const offset = marketOffsetSeconds(now);
  const today = Math.floor((now + offset) / DAY);
  const first = today - DASHBOARD_DAYS + 1;
  const [series, queues] = await Promise.all([
    repo.dailySeries(ctx.db, offset, first * DAY - offset),
    repo.queueCounts(ctx.db),
  ]);
  const month = { orders: 0, sales: 0, members: 0, shops: 0 };
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const n = first + i;
    const d = {
      orders: series.orders.get(n)?.count ?? 0,
      sales: series.sales.get(n)?.money ?? 0,
      members: series.members.get(n)?.count ?? 0,
      shops: series.shops.get(n)?.count ?? 0,
    };
    for (const k of Object.keys(month) as (keyof typeof month)[]) month[k] += d[k];
    return { day: marketMoment(n * DAY - offset).day, ...d, sales: fromMinor(d.sales) };
  });
  const shown = Object.fromEntries(
    Object.entries(queues).map(([k, v]) => [
      k,
      platformRoleMay(staff.role, QUEUE_PERMISSION[k as keyof DashboardQueues]) ? v : null,
    ]),
  ) as DashboardQueues;
  return { days, month: { ...month, sales: fromMinor(month.sales) }, queues: shown };
}
