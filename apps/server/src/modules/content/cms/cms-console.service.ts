import {
  LANGS,
  type ContentConsoleKind,
  type ContentDetail,
  type ContentSaveBody,
  type ContentSetBody,
  type PageQuery,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import * as repo from './cms-console.repository';
import { saveTranslation } from '../../site';

/**
 * The platform console's editor of help classes, help articles and notices (issue 18, ADR 069).
 * The console calls a class's name its `title`; Burmese is the row, other languages are
 * translations (ADR 057). Every body is sanitised here, whatever the editor sent.
 */

const NOT_FOUND = { help_class: 'HELP_CLASS_NOT_FOUND', help: 'HELP_NOT_FOUND', notice: 'NOTICE_NOT_FOUND' } as const;

/** The stored field names of the console's title and content, per kind. */
const FIELDS: Record<ContentConsoleKind, { title: string; content?: string }> = {
  help_class: { title: 'class_name' },
  help: { title: 'title', content: 'content' },
  notice: { title: 'title', content: 'content' },
};

export function listContent(ctx: RequestContext, q: PageQuery & { kind: ContentConsoleKind; class_id?: number }) {
  return paged(ctx, q, (db, limit, offset) => {
    if (q.kind === 'help_class') return repo.pageClassRows(db, limit, offset);
    if (q.kind === 'help') return repo.pageHelpRows(db, q.class_id, limit, offset);
    return repo.pageNoticeRows(db, limit, offset);
  });
}

function findRow(ctx: RequestContext, kind: ContentConsoleKind, id: number) {
  if (kind === 'help_class') return repo.findClassRow(ctx.db, id);
  return kind === 'help' ? repo.findHelpRow(ctx.db, id) : repo.findNoticeRow(ctx.db, id);
}

function parseFields(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The row with its text in every language; a missing translation is empty. */
export async function contentDetail(ctx: RequestContext, kind: ContentConsoleKind, id: number): Promise<ContentDetail> {
  const row = await findRow(ctx, kind, id);
  if (!row) throw new AppError(NOT_FOUND[kind]);
  const stored = await repo.translationsOfRef(ctx.db, kind, String(id));
  const names = FIELDS[kind];
  const texts = Object.fromEntries(
    LANGS.map((lang) => {
      if (lang === 'md-mm') return [lang, { title: row.title, content: row.content }];
      const fields = parseFields(stored.find((t) => t.lang === lang)?.fields ?? '{}');
      return [lang, { title: text(fields[names.title]), content: names.content ? text(fields[names.content]) : '' }];
    }),
  ) as ContentDetail['texts'];
  const { content: _content, ...rest } = row;
  return { ...rest, texts };
}

async function ensureClass(ctx: RequestContext, classId: number | undefined) {
  if (classId === undefined || !(await repo.findClassRow(ctx.db, classId))) throw new AppError('HELP_CLASS_NOT_FOUND');
}

/**
 * Creates the Burmese row (no id) or changes it (`edit_lang` md-mm), or stores one translation.
 * Answers the id. A Burmese title is required; a translation's empty field falls back to Burmese.
 */
export async function saveContent(ctx: RequestContext, body: ContentSaveBody): Promise<number> {
  const { kind, id } = body;
  const content = kind === 'help_class' ? '' : sanitizeHtml(body.content);
  if (body.edit_lang !== 'md-mm') {
    if (id === undefined || !(await findRow(ctx, kind, id))) throw new AppError(NOT_FOUND[kind]);
    const names = FIELDS[kind];
    await saveTranslation(ctx, kind, id, body.edit_lang, {
      [names.title]: body.title,
      ...(names.content ? { [names.content]: content } : {}),
    });
    return id;
  }
  if (body.title === '') throw new AppError('CONTENT_TITLE_REQUIRED');
  const flags = { sort: body.sort, is_show: body.is_show, is_top: body.is_top };
  const defined = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  return withTransaction(ctx, async (tx) => {
    if (kind === 'help_class') {
      const values = defined({ class_name: body.title, sort: flags.sort, is_show: flags.is_show });
      if (id === undefined) return repo.insertClass(tx.db, values);
      if ((await repo.updateClass(tx.db, id, values)) === 0) throw new AppError(NOT_FOUND[kind]);
      return id;
    }
    if (kind === 'help' && (id === undefined || body.class_id !== undefined)) await ensureClass(tx, body.class_id);
    const values = defined({ title: body.title, content, class_id: body.class_id, ...flags });
    if (id === undefined)
      return kind === 'help' ? repo.insertHelp(tx.db, values, tx.now()) : repo.insertNotice(tx.db, values, tx.now());
    const changed =
      kind === 'help' ? await repo.updateHelp(tx.db, id, values) : await repo.updateNotice(tx.db, id, values);
    if (changed === 0) throw new AppError(NOT_FOUND[kind]);
    return id;
  });
}

/** The list's quick changes: order, shown, pinned (pinned only for notices). */
export async function setContent(ctx: RequestContext, body: ContentSetBody) {
  const { kind, id, sort, is_show, is_top } = body;
  const values = Object.fromEntries(
    Object.entries({ sort, is_show, ...(kind === 'notice' ? { is_top } : {}) }).filter(([, v]) => v !== undefined),
  );
  const changed =
    kind === 'help_class'
      ? await repo.updateClass(ctx.db, id, values)
      : kind === 'help'
        ? await repo.updateHelp(ctx.db, id, values)
        : await repo.updateNotice(ctx.db, id, values);
  if (changed === 0) throw new AppError(NOT_FOUND[kind]);
  return {};
}

/** Deletes the row and its translations; a class with articles stays (HELP_CLASS_NOT_EMPTY). */
export async function deleteContent(ctx: RequestContext, kind: ContentConsoleKind, id: number) {
  return withTransaction(ctx, async (tx) => {
    if (!(await findRow(tx, kind, id))) throw new AppError(NOT_FOUND[kind]);
    const deleted =
      kind === 'help_class' ? await repo.deleteEmptyClass(tx.db, id) : await repo.deleteArticle(tx.db, kind, id);
    if (deleted === 0) throw new AppError(kind === 'help_class' ? 'HELP_CLASS_NOT_EMPTY' : NOT_FOUND[kind]);
    await repo.deleteTranslations(tx.db, kind, String(id));
    return {};
  });
}
