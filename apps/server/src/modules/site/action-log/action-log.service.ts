import { ACTION_LOG_KEEP_DAYS, type ActionLogQuery } from '@zay/contract';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../../lib/context';
import type { StaffScope } from '../../../lib/staff-scope';
import { paged } from '../../../lib/paged';
import { systemContext } from '../../../plugins/context';
import * as repo from './action-log.repository';

/** What a console action did, for the log (ADR 091). */
export interface LoggedAction {
  /** A dotted key: `settings.payment`, `withdraw.approve`… */
  action: string;
  /** What it acted on (a number, an id); '' when the action names it. */
  target?: string;
  /** The state before and after; undefined for none (a creation has no before). */
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/**
 * Appends one action to the log: the staff member (and their username now), their address, the
 * time and the before and after. Call it inside the action's transaction, so the action and its
 * record are saved together or not at all.
 */
export async function logAction(ctx: RequestContext, staff: StaffScope, ip: string, entry: LoggedAction) {
  await repo.insertAction(ctx.db, {
    staff_id: staff.id,
    staff_name: await repo.staffName(ctx.db, staff.id),
    site_id: staff.siteId,
    action: entry.action,
    target: entry.target ?? '',
    ip: ip.slice(0, 64),
    before: json(entry.before),
    after: json(entry.after),
    create_time: ctx.now(),
  });
}

/** The log of the staff member's site (the platform's for platform staff), newest first. */
export function actionPage(ctx: RequestContext, staff: StaffScope, q: ActionLogQuery) {
  return paged(ctx, q, (db, limit, offset) => repo.pageActions(db, staff.siteId, q, limit, offset));
}

const KEEP_SEC = ACTION_LOG_KEEP_DAYS * 86_400;

/** Removes the rows older than the keeping time (a day's grace under the database's own guard). */
export function sweepActionLog(ctx: RequestContext): Promise<number> {
  return repo.deleteActionsBefore(ctx.db, ctx.now() - KEEP_SEC - 86_400);
}

/** Sweeps once at start and then every `hours`; 0 = never (tests sweep by hand). */
export function startActionLogSweep(app: FastifyInstance, hours: number) {
  if (hours <= 0) return;
  const run = () =>
    void sweepActionLog(systemContext(app)).catch((err: unknown) =>
      app.log.error({ err }, 'sweeping the action log failed'),
    );
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, hours * 3_600_000);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
