import {
  fromMinor,
  WITHDRAW_STATUS,
  type PlatformTransferBody,
  type PlatformWithdrawDetail,
  type PlatformWithdrawList,
  type PlatformWithdrawQuery,
  type PlatformWithdrawTab,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { credit } from '../../member';
import type { Audit } from '../../site';
import { moveShopBalance } from '../settlement/settlement.service';
import { transferTypeName } from './bank-account.service';
import { detailView, statusName } from './withdrawal.service';
import * as repo from './withdrawal.repository';

/*
 * The platform's review of the members' withdrawals (ADR 061). Every step is one conditional
 * status update (`WHERE status IN (…)`), so two reviewers acting at once move a withdrawal once
 * and the other is told WITHDRAW_STATE_CHANGED; each records the staff member who moved it and
 * writes the action log in its transaction. A shop's withdrawal (site_id > 0, ADR 102) follows the
 * same steps; its refusal returns the money to the shop's balance instead of a member's.
 */

/** What the log keeps of a moved withdrawal. */
const logged = (r: { withdraw_no: string; apply_money: number; member_id: number; site_id: number }) => ({
  withdraw_no: r.withdraw_no,
  apply_money: fromMinor(r.apply_money),
  ...(r.site_id > 0 ? { site_id: r.site_id } : { member_id: r.member_id }),
});

const TAB_STATUS: Record<Exclude<PlatformWithdrawTab, 'all'>, number> = {
  pending: WITHDRAW_STATUS.PENDING,
  approved: WITHDRAW_STATUS.APPROVED,
  transferred: WITHDRAW_STATUS.TRANSFERRED,
  refused: WITHDRAW_STATUS.REFUSED,
};

/** One tab of every member's withdrawals, newest first, with the count of each tab. */
export async function reviewList(ctx: RequestContext, body: PlatformWithdrawQuery): Promise<PlatformWithdrawList> {
  const statuses = body.tab === 'all' ? null : [TAB_STATUS[body.tab]];
  const [page, counts] = await Promise.all([
    paged(ctx, body, (db, limit, offset) => repo.reviewPage(db, body.owner, statuses, body.search, limit, offset)),
    repo.statusCounts(ctx.db, body.owner),
  ]);
  const tab_count = {
    all: [...counts.values()].reduce((a, b) => a + b, 0),
    ...Object.fromEntries(Object.entries(TAB_STATUS).map(([tab, status]) => [tab, counts.get(status) ?? 0])),
  } as Record<PlatformWithdrawTab, number>;
  return {
    ...page,
    tab_count,
    list: page.list.map((r) => ({
      ...r,
      apply_money: fromMinor(r.apply_money),
      money: fromMinor(r.money),
      status_name: statusName(ctx.lang, r.status),
      transfer_type_name: transferTypeName(ctx.lang, r.transfer_type),
    })),
  };
}

export async function reviewDetail(ctx: RequestContext, id: number): Promise<PlatformWithdrawDetail> {
  const r = await repo.reviewDetail(ctx.db, id);
  if (!r) throw new AppError('WITHDRAW_NOT_FOUND');
  return {
    ...detailView(ctx.lang, r),
    member_id: r.member_id,
    username: r.username,
    nickname: r.nickname,
    site_id: r.site_id,
    site_name: r.site_name,
    transfer_method: r.transfer_method,
    transfer_reference: r.transfer_reference,
    reviewer: r.reviewer ?? '',
  };
}

/** A withdrawal that is not there is WITHDRAW_NOT_FOUND; one in another status, WITHDRAW_STATE_CHANGED. */
async function moved(ctx: RequestContext, id: number, row: unknown) {
  if (row) return;
  if (!(await repo.findWithdrawal(ctx.db, id, null))) throw new AppError('WITHDRAW_NOT_FOUND');
  throw new AppError('WITHDRAW_STATE_CHANGED');
}

/** Approves a pending withdrawal; it then awaits the transfer. */
export async function approveWithdrawal(ctx: RequestContext, id: number, staffId: number, audit: Audit) {
  const row = await withTransaction(ctx, async (ctx) => {
    const row = await repo.moveStatus(ctx.db, id, [WITHDRAW_STATUS.PENDING], WITHDRAW_STATUS.APPROVED, {
      audit_time: ctx.now(),
      reviewer_id: staffId,
    });
    if (row) await audit(ctx, { action: 'withdraw.approve', target: String(id), after: logged(row) });
    return row;
  });
  await moved(ctx, id, row);
}

/**
 * Records the transfer of an approved withdrawal as it was made (how, the reference, when: not in
 * the future; 0 = now). The money left the balance when it was applied for.
 */
export async function transferWithdrawal(
  ctx: RequestContext,
  transfer: Omit<PlatformTransferBody, 'transfer_time' | 'remark'> & { transfer_time?: number; remark?: string },
  staffId: number,
  audit: Audit,
) {
  const now = ctx.now();
  const time = transfer.transfer_time || now;
  if (time > now) throw new AppError('PLATFORM_TRANSFER_TIME_INVALID');
  const row = await withTransaction(ctx, async (ctx) => {
    const set = {
      payment_time: time,
      transfer_method: transfer.transfer_method,
      transfer_reference: transfer.transfer_reference,
      certificate_remark: transfer.remark ?? '',
    };
    const row = await repo.moveStatus(ctx.db, transfer.id, [WITHDRAW_STATUS.APPROVED], WITHDRAW_STATUS.TRANSFERRED, {
      ...set,
      reviewer_id: staffId,
    });
    if (row)
      await audit(ctx, { action: 'withdraw.transfer', target: String(transfer.id), after: { ...logged(row), ...set } });
    return row;
  });
  await moved(ctx, transfer.id, row);
}

/** Refuses a pending or approved withdrawal; its amount returns to the withdrawable balance through the ledger. */
export async function refuseWithdrawal(ctx: RequestContext, id: number, reason: string, staffId: number, audit: Audit) {
  const row = await withTransaction(ctx, async (ctx) => {
    const row = await repo.moveStatus(
      ctx.db,
      id,
      [WITHDRAW_STATUS.PENDING, WITHDRAW_STATUS.APPROVED],
      WITHDRAW_STATUS.REFUSED,
      { audit_time: ctx.now(), refuse_reason: reason, reviewer_id: staffId },
    );
    if (!row) return row;
    const entry = { type: 'withdraw_refuse', ref: row.withdraw_no } as const;
    if (row.site_id > 0) await moveShopBalance(ctx, row.site_id, row.apply_money, entry);
    else await credit(ctx, row.member_id, 'balance_money', row.apply_money, entry);
    await audit(ctx, { action: 'withdraw.refuse', target: String(id), after: { ...logged(row), reason } });
    return row;
  });
  await moved(ctx, id, row);
}
