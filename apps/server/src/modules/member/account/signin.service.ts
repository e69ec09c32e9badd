import { z } from 'zod';
import { MARKET_TIME_ZONE, message, type SigninReward } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { getConfig } from '../../site';
import { credit } from './ledger.service';
import * as repo from './signin.repository';

const rewardSchema = z.object({
  day: z.number().int().min(1),
  point: z.number().int().min(0),
  growth: z.number().int().min(0),
});
const signinConfigSchema = z.object({
  is_use: z.number().int(),
  cycle: z.number().int().min(0),
  reward: z.array(rewardSchema).min(1),
});
/** Without a stored setting: a week of rising rewards, the seventh day's repeating after. */
const DEFAULT_SIGNIN = {
  is_use: 1,
  cycle: 7,
  reward: [
    { day: 1, point: 5, growth: 5 },
    { day: 2, point: 10, growth: 10 },
    { day: 3, point: 15, growth: 15 },
    { day: 5, point: 20, growth: 20 },
    { day: 7, point: 50, growth: 30 },
  ],
};
const signinConfig = (ctx: RequestContext) => getConfig(ctx.db, 'member_signin', signinConfigSchema, DEFAULT_SIGNIN);
/** The sign-in rewards in effect (the platform's settings, ADR 091). */
export const signinSettings = signinConfig;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The marketplace's calendar day of a Unix time as YYYYMMDD. */
export const dayOf = (unixSec: number) => Number(dayFormat.format(unixSec * 1000).replaceAll('-', ''));
const dayText = (day: number) => `${String(day).slice(0, 4)}-${String(day).slice(4, 6)}-${String(day).slice(6, 8)}`;
/** Myanmar keeps no daylight saving time, so a day is always 86,400 seconds. */
const DAY_SEC = 86_400;

/** The reward for a streak's day: the row for that day, else the last row (API-SHAPES-MORE §1.7). */
export function rewardFor(rewards: SigninReward[], series: number): SigninReward {
  const exact = rewards.find((r) => r.day === series);
  return { ...(exact ?? rewards[rewards.length - 1]!), day: series };
}

export async function signinAward(ctx: RequestContext) {
  const c = await signinConfig(ctx);
  return c.is_use ? { cycle: c.cycle, reward: c.reward } : { cycle: 0, reward: [] };
}

/** Today's state: signed or not, and the streak still alive (0 once a day was missed). */
export async function signinState(ctx: RequestContext) {
  const s = await repo.findSignState(ctx.db, requireMember(ctx));
  const today = dayOf(ctx.now());
  const alive = !!s && s.sign_day >= dayOf(ctx.now() - DAY_SEC);
  return {
    is_sign: s?.sign_day === today ? 1 : 0,
    sign_days_series: alive ? s.sign_days_series : 0,
    today: dayText(today),
  };
}

export async function isSigned(ctx: RequestContext) {
  return (await signinState(ctx)).is_sign;
}

/**
 * Signs the member in for today and credits the streak day's points and growth, all in one
 * transaction; the conditional update on the member's sign day lets one of two at once win.
 */
export async function signIn(ctx: RequestContext): Promise<SigninReward> {
  const memberId = requireMember(ctx);
  const config = await signinConfig(ctx);
  if (!config.is_use) throw new AppError('SIGNIN_CLOSED');
  return withTransaction(ctx, async (ctx) => {
    const now = ctx.now();
    const today = dayOf(now);
    const state = await repo.findSignState(ctx.db, memberId);
    const series = state?.sign_day === dayOf(now - DAY_SEC) ? state.sign_days_series + 1 : 1;
    if (!(await repo.markSigned(ctx.db, memberId, today, series))) throw new AppError('SIGNED_IN');
    const reward = rewardFor(config.reward, series);
    await repo.insertSignin(ctx.db, {
      member_id: memberId,
      sign_day: today,
      series,
      ...pick(reward),
      create_time: now,
    });
    const entry = { type: 'signin', ref: String(today) };
    if (reward.point > 0) await credit(ctx, memberId, 'point', reward.point, entry);
    if (reward.growth > 0) await credit(ctx, memberId, 'growth', reward.growth, entry);
    return reward;
  });
}

const pick = (r: SigninReward) => ({ point: r.point, growth: r.growth });

/** The days signed from six days before this month's first to today, as the family's calendar reads them. */
export async function signRecords(ctx: RequestContext) {
  const today = dayOf(ctx.now());
  const first = Math.floor(today / 100) * 100 + 1;
  const firstSec = Date.UTC(Math.floor(first / 10000), (Math.floor(first / 100) % 100) - 1, 1, 12) / 1000;
  const from = dayOf(firstSec - 6 * DAY_SEC);
  const info = message(ctx.lang, 'SIGNIN_RECORD');
  return (await repo.signedDays(ctx.db, requireMember(ctx), from)).map((r) => ({ date: dayText(r.sign_day), info }));
}
