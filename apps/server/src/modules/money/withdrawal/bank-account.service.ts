import { message, WALLET_WITHDRAW_TYPES, type BankAccount, type Lang, type PageQuery } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import * as repo from './bank-account.repository';

/** A withdrawal method's name in the reader's language: the wallets keep their own names. */
export function transferTypeName(lang: Lang, type: string) {
  if (type === 'bank') return message(lang, 'WITHDRAW_TYPE_BANK');
  return WALLET_WITHDRAW_TYPES[type as keyof typeof WALLET_WITHDRAW_TYPES] ?? type;
}

type Row = Omit<BankAccount, 'withdraw_type_name'>;
export const view = (lang: Lang, r: Row): BankAccount => ({
  ...r,
  withdraw_type_name: transferTypeName(lang, r.withdraw_type),
});

/** A wallet has no branch: whatever was sent for one is dropped. */
export const fieldsOf = (b: repo.BankAccountFields): repo.BankAccountFields => ({
  ...b,
  branch_bank_name: b.withdraw_type === 'bank' ? b.branch_bank_name : '',
});

export async function accountPage(ctx: RequestContext, query: PageQuery) {
  const memberId = requireMember(ctx);
  const page = await paged(ctx, query, (db, limit, offset) => repo.accountPage(db, memberId, limit, offset));
  return { ...page, list: page.list.map((r) => view(ctx.lang, r)) };
}

export async function accountInfo(ctx: RequestContext, id: number) {
  const row = await repo.findAccount(ctx.db, requireMember(ctx), id);
  if (!row) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
  return view(ctx.lang, row);
}

export async function defaultAccount(ctx: RequestContext) {
  const row = await repo.findDefault(ctx.db, requireMember(ctx));
  return row ? view(ctx.lang, row) : null;
}

/** Adds an account, which becomes the default (as the family does). */
export async function addAccount(ctx: RequestContext, fields: repo.BankAccountFields) {
  const memberId = requireMember(ctx);
  return withTransaction(ctx, async (ctx) => {
    const id = await repo.insertAccount(ctx.db, memberId, fieldsOf(fields), ctx.now());
    await repo.makeDefault(ctx.db, memberId, id);
    return id;
  });
}

export async function editAccount(ctx: RequestContext, id: number, fields: repo.BankAccountFields) {
  const memberId = requireMember(ctx);
  return withTransaction(ctx, async (ctx) => {
    if (!(await repo.updateAccount(ctx.db, memberId, id, fieldsOf(fields), ctx.now())))
      throw new AppError('BANK_ACCOUNT_NOT_FOUND');
    await repo.makeDefault(ctx.db, memberId, id);
    return id;
  });
}

export async function setDefault(ctx: RequestContext, id: number) {
  const memberId = requireMember(ctx);
  const ok = await withTransaction(ctx, (ctx) => repo.makeDefault(ctx.db, memberId, id));
  if (!ok) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
  return 1;
}

export async function deleteAccount(ctx: RequestContext, id: number) {
  if (!(await repo.deleteAccount(ctx.db, requireMember(ctx), id))) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
  return 1;
}
