import { CODES, fromMinor, type MemberDetail, type MemberInfo } from '@zay/contract';
import { AppError, badRequest } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { findMemberById, mobileInUse } from './member.repository';

async function current(ctx: RequestContext) {
  const member = ctx.memberId === null ? undefined : await findMemberById(ctx.db, ctx.memberId);
  if (!member) throw new AppError('TOKEN_ERROR', 401, CODES.TOKEN_ERROR);
  return member;
}

export async function memberInfo(ctx: RequestContext): Promise<MemberInfo> {
  const { point: _p, growth: _g, balance: _b, ...info } = await current(ctx);
  return info;
}

export async function memberDetail(ctx: RequestContext): Promise<MemberDetail> {
  const m = await current(ctx);
  return { ...m, balance: fromMinor(m.balance), member_level_name: '' };
}

/** Fails with MOBILE_TAKEN when a member already uses the number. */
export async function checkMobileFree(ctx: RequestContext, mobile: string) {
  if (await mobileInUse(ctx.db, mobile)) throw badRequest('MOBILE_TAKEN');
  return {};
}
