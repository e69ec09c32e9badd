import {
  STAFF_ROLES,
  message,
  type ShopStaffAddBody,
  type ShopStaffEditBody,
  type ShopStaffRow,
  type StaffRole,
} from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { withTransaction, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/password';
import type { StaffScope } from '../../lib/staff-scope';
import { checkPasswordPolicy, memberCredentials } from '../member';
import type { Audit } from '../site';
import * as repo from './servicer.repository';
import { ROLE_KEYS } from './servicer.service';

/*
 * A shop's staff accounts (issue 30, ADR 098). Every query names the caller's shop
 * (`site_id = staff.siteId`), so another shop's staff id is "not found"; an owner's account (the
 * caller's own among them) is never changed here and nobody is given the owner's role. Each change
 * is written to the action log in its transaction, the password never.
 */

/** The caller's shop; the platform's staff (site 0) have their own console and no shop's staff here. */
function shopOf(staff: StaffScope) {
  if (staff.siteId <= 0) throw new AppError('SELLER_FORBIDDEN');
  return staff.siteId;
}

const roleOf = (role: string): StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : 'service';

export const listShopStaff = (ctx: RequestContext, staff: StaffScope): Promise<ShopStaffRow[]> =>
  staffRows(ctx, shopOf(staff));

/** The staff accounts of `siteId` (0: the platform's), owners first, with their roles in the caller's language. */
export async function staffRows(ctx: RequestContext, siteId: number): Promise<ShopStaffRow[]> {
  const rows = await repo.listShopStaff(ctx.db, siteId);
  const owners = rows.filter((r) => r.role === 'owner');
  return [...owners, ...rows.filter((r) => r.role !== 'owner')].map((r) => {
    const role = roleOf(r.role);
    return {
      staff_id: r.servicer_id,
      // An owner's account made by approval signs in as its member (ADR 089): no username of its own to show.
      username: r.member_id > 0 ? '' : r.username,
      nickname: r.nickname,
      role,
      role_name: message(ctx.lang, siteId === 0 && role === 'owner' ? 'STAFF_ROLE_ADMIN' : ROLE_KEYS[role]),
      status: r.status,
      create_time: r.create_time,
    };
  });
}

/** A staff account of the caller's shop that the owner may change (not an owner's, not their own). */
async function changeable(ctx: RequestContext, staff: StaffScope, servicerId: number) {
  const row = await repo.findShopStaff(ctx.db, shopOf(staff), servicerId);
  if (!row) throw new AppError('STAFF_NOT_FOUND');
  if (row.role === 'owner' || row.servicer_id === staff.id) throw new AppError('STAFF_OWNER_PROTECTED');
  return row;
}

/** Writes the patch to the row `changeable` found (its WHERE repeats the shop and the owner guard). */
async function update(ctx: RequestContext, staff: StaffScope, servicerId: number, patch: object) {
  if (!(await repo.updateShopStaff(ctx.db, staff.siteId, servicerId, patch))) throw new AppError('STAFF_NOT_FOUND');
}

/**
 * A username must be nobody else's sign-in name: not another staff account's (the unique index)
 * and not a member's, whose linked owner account (ADR 089) a staff name would otherwise shadow.
 */
async function checkUsernameFree(ctx: RequestContext, username: string) {
  if ((await repo.findByUsername(ctx.db, username)) || (await memberCredentials(ctx, username)))
    throw new AppError('STAFF_USERNAME_TAKEN');
}

export const addShopStaff = (ctx: RequestContext, staff: StaffScope, body: ShopStaffAddBody, audit: Audit) =>
  addStaffAccount(ctx, shopOf(staff), body, audit);

/** A new staff account of `siteId` (0: the platform's) with a password of the platform's policy. */
export async function addStaffAccount(
  ctx: RequestContext,
  siteId: number,
  body: { username: string; nickname: string; role: StaffRole; password: string },
  audit: Audit,
) {
  const username = body.username.trim();
  await checkPasswordPolicy(ctx, body.password);
  await checkUsernameFree(ctx, username);
  const password = await hashPassword(body.password);
  try {
    return await withTransaction(ctx, async (tx) => {
      const id = await repo.insertServicer(tx.db, {
        site_id: siteId,
        username,
        password,
        nickname: body.nickname.trim(),
        avatar: '',
        status: 1,
        role: body.role,
        member_id: 0,
        create_time: tx.now(),
      });
      await audit(tx, {
        action: 'staff.add',
        target: String(id),
        after: { username, nickname: body.nickname.trim(), role: body.role, status: 1 },
      });
      return { staff_id: id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('STAFF_USERNAME_TAKEN');
    throw err;
  }
}

export async function editShopStaff(ctx: RequestContext, staff: StaffScope, body: ShopStaffEditBody, audit: Audit) {
  return withTransaction(ctx, async (tx) => {
    const row = await changeable(tx, staff, body.staff_id);
    const after = { nickname: body.nickname.trim(), role: body.role };
    await update(tx, staff, row.servicer_id, after);
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
export async function setShopStaffStatus(
  ctx: RequestContext,
  staff: StaffScope,
  body: { staff_id: number; status: 0 | 1 },
  audit: Audit,
) {
  return withTransaction(ctx, async (tx) =>
    writeStaffStatus(tx, await changeable(tx, staff, body.staff_id), body.status, audit, (patch) =>
      update(tx, staff, body.staff_id, patch),
    ),
  );
}

/** Sets a new password (the platform's policy) and ends the account's sessions; the log names no password. */
export async function resetShopStaffPassword(
  ctx: RequestContext,
  staff: StaffScope,
  body: { staff_id: number; password: string },
  audit: Audit,
) {
  const password = await staffPassword(ctx, body.password);
  return withTransaction(ctx, async (tx) =>
    writeStaffPassword(tx, await changeable(tx, staff, body.staff_id), password, audit, (patch) =>
      update(tx, staff, body.staff_id, patch),
    ),
  );
}

type FoundStaff = { servicer_id: number; username: string; status: number };
/** Each console's own guarded write of a patch to the account it found. */
type WriteStaff = (patch: { status?: 0 | 1; password?: string }) => Promise<void>;

/** A new password checked against the platform's policy, hashed (both consoles). */
export async function staffPassword(ctx: RequestContext, password: string) {
  await checkPasswordPolicy(ctx, password);
  return hashPassword(password);
}

/** Both consoles, inside their transaction: the status written, a disabled account's sessions ended, the change logged. */
export async function writeStaffStatus(
  tx: RequestContext,
  row: FoundStaff,
  status: 0 | 1,
  audit: Audit,
  write: WriteStaff,
) {
  await write({ status });
  if (status === 0) await repo.revokeServicerTokens(tx.db, row.servicer_id);
  await audit(tx, {
    action: status === 0 ? 'staff.disable' : 'staff.enable',
    target: String(row.servicer_id),
    before: { username: row.username, status: row.status },
    after: { username: row.username, status },
  });
  return { staff_id: row.servicer_id };
}

/** Both consoles, inside their transaction: the hashed password written, every session ended, the log naming no password. */
export async function writeStaffPassword(
  tx: RequestContext,
  row: FoundStaff,
  password: string,
  audit: Audit,
  write: WriteStaff,
) {
  await write({ password });
  await repo.revokeServicerTokens(tx.db, row.servicer_id);
  await audit(tx, { action: 'staff.password', target: String(row.servicer_id), after: { username: row.username } });
  return { staff_id: row.servicer_id };
}
