import type { Help, Notice, PageQuery } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import type { RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { absoluteImages } from '../../../lib/rich-text';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { findHelp, listClassTitles, pageHelp } from './help.repository';
import { findNotice, pageNotices } from './notice.repository';
import { translateRows } from '../../site';

export async function noticePage(ctx: RequestContext, q: PageQuery) {
  const page = await paged(ctx, q, pageNotices);
  return { ...page, list: await translateRows(ctx, 'notice', page.list, (n) => n.id) };
}

/** Stored rich text as pages may render it: sanitised, its images absolute (lib/rich-text.ts). */
const richText = (html: string, imageOrigin: string) => absoluteImages(sanitizeHtml(html), imageOrigin);

export async function noticeInfo(ctx: RequestContext, id: number, imageOrigin: string): Promise<Notice> {
  const found = await findNotice(ctx.db, id);
  if (!found) throw new AppError('NOTICE_NOT_FOUND');
  const [notice] = await translateRows(ctx, 'notice', [found], (n) => n.id);
  return { ...notice!, content: richText(notice!.content, imageOrigin) };
}

/** Help articles (and their class names) in the request's language. */
async function translateHelp<T extends { id: number; class_id: number }>(ctx: RequestContext, rows: T[]) {
  const articles = await translateRows(ctx, 'help', rows, (h) => h.id);
  return translateRows(ctx, 'help_class', articles, (h) => h.class_id);
}

export async function helpPage(ctx: RequestContext, q: PageQuery & { class_id?: number }) {
  const page = await paged(ctx, q, (db, limit, offset) => pageHelp(db, q.class_id, limit, offset));
  return { ...page, list: await translateHelp(ctx, page.list) };
}

/** The article with its previous and next in its class's list order (help/page's order). */
export async function helpInfo(ctx: RequestContext, id: number, imageOrigin: string): Promise<Help> {
  const found = await findHelp(ctx.db, id);
  if (!found) throw new AppError('HELP_NOT_FOUND');
  const [[article], siblings] = await Promise.all([
    translateHelp(ctx, [found]),
    listClassTitles(ctx.db, found.class_id).then((rows) => translateRows(ctx, 'help', rows, (h) => h.id)),
  ]);
  const at = siblings.findIndex((h) => h.id === id);
  return {
    ...article!,
    content: richText(article!.content, imageOrigin),
    prev: siblings[at - 1] ?? null,
    next: siblings[at + 1] ?? null,
  };
}
