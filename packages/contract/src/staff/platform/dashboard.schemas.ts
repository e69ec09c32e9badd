import { z } from 'zod';

/*
 * The platform console's dashboard (`/platform`, issue 31, ADR 107): the marketplace's last 30
 * days, a day at a time on the market's clock, and the queues waiting for the platform.
 */

/** How many market days the dashboard shows, today included. */
export const DASHBOARD_DAYS = 30;

const int = z.number().int();

/** One market day: orders placed, what paid orders were paid (Ks, by the day of payment), new members, new shops. */
export const dashboardDaySchema = z.object({
  /** `YYYY-MM-DD` on the market's clock. */
  day: z.string(),
  orders: int,
  sales: z.string(),
  members: int,
  shops: int,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** What waits for the platform; null where the caller's role does not work that queue. */
export const dashboardQueuesSchema = z.object({
  shop_applications: int.nullable(),
  goods_review: int.nullable(),
  member_withdrawals: int.nullable(),
  shop_withdrawals: int.nullable(),
  complaints: int.nullable(),
});
export type DashboardQueues = z.infer<typeof dashboardQueuesSchema>;

export const platformDashboardSchema = z.object({
  /** The last DASHBOARD_DAYS market days, oldest first; the last is today. */
  days: dashboardDaySchema.array(),
  /** The days added up. */
  month: dashboardDaySchema.omit({ day: true }),
  queues: dashboardQueuesSchema,
});
export type PlatformDashboard = z.infer<typeof platformDashboardSchema>;
