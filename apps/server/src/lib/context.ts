import type { Lang } from '@zay/contract';
import type { Db } from '../db/database';

/** Passed first to every service call: who asks, in which language, against which database. */
export interface RequestContext {
  db: Db;
  lang: Lang;
  memberId: number | null;
}

/** The logged-in member's id; endpoints marked `auth: 'required'` have already ensured there is one. */
export function requireMember(ctx: RequestContext): number {
  if (ctx.memberId === null) throw new Error('a member-only service was called without a member');
  return ctx.memberId;
}
