import {
  LIVE_AUDIT,
  LIVE_REVIEW_TABS,
  message,
  type LiveReviewTab,
  type MessageKey,
  type PageQuery,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import * as repo from './live.repository';

/**
 * The platform's review of live rooms (ADR 069): a room a shop schedules, or whose stream or
 * replay address it changes, waits; only approved rooms are listed on /shop/live.
 */

const AUDIT_OF_TAB: Record<LiveReviewTab, number | null> = {
  pending: LIVE_AUDIT.PENDING,
  approved: LIVE_AUDIT.APPROVED,
  refused: LIVE_AUDIT.REFUSED,
  all: null,
};

export const auditName = (ctx: RequestContext, audit: number) =>
  message(
    ctx.lang,
    audit === LIVE_AUDIT.APPROVED
      ? 'LIVE_AUDIT_APPROVED'
      : audit === LIVE_AUDIT.REFUSED
        ? 'LIVE_AUDIT_REFUSED'
        : 'LIVE_AUDIT_PENDING',
  );

export async function reviewList(ctx: RequestContext, q: PageQuery & { tab: LiveReviewTab }) {
  const [page, counts] = await Promise.all([
    paged(ctx, q, (db, limit, offset) => repo.pageReviewRooms(db, AUDIT_OF_TAB[q.tab], limit, offset)),
    repo.countByAudit(ctx.db),
  ]);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    ...page,
    list: page.list.map((r) => ({
      ...r,
      status_name: message(ctx.lang, `LIVE_STATUS_${r.live_status}` as MessageKey),
    })),
    tab_count: Object.fromEntries(
      LIVE_REVIEW_TABS.map((tab) => {
        const audit = AUDIT_OF_TAB[tab];
        return [tab, audit === null ? total : (counts.get(audit) ?? 0)];
      }),
    ) as Record<LiveReviewTab, number>,
  };
}

/** Waiting → approved or refused, once: a room no longer waiting is LIVE_REVIEW_STATE_CHANGED. */
export async function reviewRoom(ctx: RequestContext, id: number, approve: boolean, reason = '') {
  return decided(ctx, id, await repo.reviewRoom(ctx.db, id, approve ? 1 : -1, approve ? '' : reason, ctx.now()));
}

/** Approved → refused with a reason (a room the platform takes off the list); not approved: LIVE_REVIEW_STATE_CHANGED. */
export async function takeDownRoom(ctx: RequestContext, id: number, reason: string) {
  return decided(ctx, id, await repo.reviewRoom(ctx.db, id, -1, reason, ctx.now(), 1));
}

async function decided(ctx: RequestContext, id: number, changed: number) {
  if (changed === 1) return {};
  throw new AppError((await repo.roomExists(ctx.db, id)) ? 'LIVE_REVIEW_STATE_CHANGED' : 'LIVE_ROOM_NOT_FOUND');
}
