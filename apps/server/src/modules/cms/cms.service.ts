import type { Help, Notice, PageQuery } from '@zay/contract';
import { notFound } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { paged } from '../site/site.service';
import { findHelp, pageHelp } from './help.repository';
import { findNotice, pageNotices } from './notice.repository';

export const noticePage = (ctx: RequestContext, q: PageQuery) => paged(ctx, q, pageNotices);

export async function noticeInfo(ctx: RequestContext, id: number): Promise<Notice> {
  const notice = await findNotice(ctx.db, id);
  if (!notice) throw notFound('NOTICE_NOT_FOUND');
  return notice;
}

export const helpPage = (ctx: RequestContext, q: PageQuery & { class_id?: number }) =>
  paged(ctx, q, (db, limit, offset) => pageHelp(db, q.class_id, limit, offset));

export async function helpInfo(ctx: RequestContext, id: number): Promise<Help> {
  const help = await findHelp(ctx.db, id);
  if (!help) throw notFound('HELP_NOT_FOUND');
  return help;
}
