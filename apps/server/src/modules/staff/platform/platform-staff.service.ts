import { type PlatformStaffAddBody, type PlatformStaffEditBody, type ShopStaffRow } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import type { StaffScope } from '../../../lib/staff-scope';
import type { Audit } from '../../site';
import * as repo from '../servicer.repository';
import { addStaffAccount, staffPassword, staffRows, writeStaffPassword, writeStaffStatus } from '../shop-staff.service';

/*
 * The platform's staff accounts (issue 31, ADR 103), the administrator's (`administrator`). Every
 * statement names site 0. Nobody disables their own account; the platform keeps an enabled
 * administrator: the UPDATE's own condition, after (on PostgreSQL) locking the administrators'
 * rows, so two administrators disabling each other at once cannot both win
 * (platform-staff.race.test.ts).
 */

export const listPlatformStaff = async (ctx: RequestContext): Promise<ShopStaffRow[]> => staffRows(ctx, 0);

export const addPlatformStaff = (ctx: RequestContext, body: PlatformStaffAddBody, audit: Audit) =>
  addStaffAccount(ctx, 0, body, audit);

async function found(ctx: RequestContext, servicerId: number) {
  const row = await repo.findShopStaff(ctx.db, 0, servicerId);
  if (!row) throw new AppError('STAFF_NOT_FOUND');
  return row;
}

/** Writes the patch; refused when it would leave no enabled administrator. */
async function update(ctx: RequestContext, servicerId: number, patch: object, keepAdmin: boolean) {
  if (!(await repo.updatePlatformStaff(ctx.db, servicerId, patch, keepAdmin)))
    throw new AppError('PLATFORM_STAFF_LAST_ADMIN');
}

export async function editPlatformStaff(ctx: RequestContext, body: PlatformStaffEditBody, audit: Audit) {
  return withTransaction(ctx, async (tx) => {
    const row = await found(tx, body.staff_id);
    const after = { nickname: body.nickname.trim(), role: body.role };
    await update(tx, row.servicer_id, after, body.role !== 'owner');
    await audit(tx, {
      action: 'staff.edit',
      target: String(row.servicer_id),
      before: { username: row.username, nickname: row.nickname, role: row.role },
      after: { username: row.username, ...after },
    });
    return { staff_id: row.servicer_id };
  });
}

/** Disables (every session ends in the same transaction) or enables an account. */
export async function setPlatformStaffStatus(
  ctx: RequestContext,
  staff: StaffScope,
  body: { staff_id: number; status: 0 | 1 },
  audit: Audit,
) {
  if (body.status === 0 && body.staff_id === staff.id) throw new AppError('PLATFORM_STAFF_SELF');
  return withTransaction(ctx, async (tx) =>
    writeStaffStatus(tx, await found(tx, body.staff_id), body.status, audit, (patch) =>
      update(tx, body.staff_id, patch, body.status === 0),
    ),
  );
}

/** A new password (the platform's policy); the account's sessions end; the log names no password. */
export async function resetPlatformStaffPassword(
  ctx: RequestContext,
  body: { staff_id: number; password: string },
  audit: Audit,
) {
  const password = await staffPassword(ctx, body.password);
  return withTransaction(ctx, async (tx) =>
    writeStaffPassword(tx, await found(tx, body.staff_id), password, audit, (patch) =>
      update(tx, body.staff_id, patch, false),
    ),
  );
}
