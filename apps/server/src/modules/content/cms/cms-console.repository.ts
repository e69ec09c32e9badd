import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';

/** The platform console's reads and writes of help classes, articles and notices (ADR 069). */

export function pageClassRows(db: Db, limit: number | null, offset: number) {
  return fetchPage(
    db.selectFrom('help_class'),
    (q) =>
      q
        .select([
          'class_id as id',
          'class_name as title',
          sql<number>`0`.as('class_id'),
          'sort',
          'is_show',
          sql<number>`0`.as('is_top'),
          sql<number>`0`.as('create_time'),
        ])
        .orderBy('sort')
        .orderBy('class_id'),
    limit,
    offset,
  );
}

export function pageHelpRows(db: Db, classId: number | undefined, limit: number | null, offset: number) {
  return fetchPage(
    db.selectFrom('help').$if(classId !== undefined, (q) => q.where('class_id', '=', classId ?? 0)),
    (q) =>
      q
        .select(['id', 'title', 'class_id', 'sort', 'is_show', sql<number>`0`.as('is_top'), 'create_time'])
        .orderBy('sort')
        .orderBy('id'),
    limit,
    offset,
  );
}

export function pageNoticeRows(db: Db, limit: number | null, offset: number) {
  return fetchPage(
    db.selectFrom('notice'),
    (q) =>
      q
        .select(['id', 'title', sql<number>`0`.as('class_id'), 'sort', 'is_show', 'is_top', 'create_time'])
        .orderBy('is_top', 'desc')
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc'),
    limit,
    offset,
  );
}

export function findClassRow(db: Db, id: number) {
  return db
    .selectFrom('help_class')
    .select([
      'class_id as id',
      'class_name as title',
      sql<string>`''`.as('content'),
      sql<number>`0`.as('class_id'),
      'sort',
      'is_show',
      sql<number>`0`.as('is_top'),
      sql<number>`0`.as('create_time'),
    ])
    .where('class_id', '=', id)
    .executeTakeFirst();
}

export function findHelpRow(db: Db, id: number) {
  return db
    .selectFrom('help')
    .select(['id', 'title', 'content', 'class_id', 'sort', 'is_show', sql<number>`0`.as('is_top'), 'create_time'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findNoticeRow(db: Db, id: number) {
  return db
    .selectFrom('notice')
    .select(['id', 'title', 'content', sql<number>`0`.as('class_id'), 'sort', 'is_show', 'is_top', 'create_time'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type ConsoleRow = NonNullable<Awaited<ReturnType<typeof findHelpRow>>>;

/** Every translation of one piece of content, by language. */
export function translationsOfRef(db: Db, kind: string, ref: string) {
  return db
    .selectFrom('content_translation')
    .select(['lang', 'fields'])
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .execute();
}

export async function deleteTranslations(db: Db, kind: string, ref: string) {
  await db.deleteFrom('content_translation').where('kind', '=', kind).where('ref', '=', ref).execute();
}

export interface ClassValues {
  class_name?: string;
  sort?: number;
  is_show?: number;
}
export interface ArticleValues {
  title?: string;
  content?: string;
  class_id?: number;
  sort?: number;
  is_show?: number;
  is_top?: number;
}

export async function insertClass(db: Db, values: ClassValues) {
  const row = await db
    .insertInto('help_class')
    .values({ class_name: '', sort: 0, is_show: 1, ...values })
    .returning('class_id')
    .executeTakeFirstOrThrow();
  return row.class_id;
}

export async function insertHelp(db: Db, values: ArticleValues, now: number) {
  const { is_top: _top, ...help } = values;
  const row = await db
    .insertInto('help')
    .values({ title: '', content: '', class_id: 0, link_address: '', sort: 0, is_show: 1, ...help, create_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertNotice(db: Db, values: ArticleValues, now: number) {
  const { class_id: _class, ...notice } = values;
  const row = await db
    .insertInto('notice')
    .values({ title: '', content: '', sort: 0, is_show: 1, is_top: 0, ...notice, create_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Each answers the rows changed (0: no such id). An empty change only checks the row is there. */
export async function updateClass(db: Db, id: number, values: ClassValues) {
  if (Object.keys(values).length === 0) return (await findClassRow(db, id)) ? 1 : 0;
  const r = await db.updateTable('help_class').set(values).where('class_id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function updateHelp(db: Db, id: number, values: ArticleValues) {
  const { is_top: _top, ...help } = values;
  if (Object.keys(help).length === 0) return (await findHelpRow(db, id)) ? 1 : 0;
  const r = await db.updateTable('help').set(help).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function updateNotice(db: Db, id: number, values: ArticleValues) {
  const { class_id: _class, ...notice } = values;
  if (Object.keys(notice).length === 0) return (await findNoticeRow(db, id)) ? 1 : 0;
  const r = await db.updateTable('notice').set(notice).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Deletes a help class only while it has no articles (one statement: an article added meanwhile keeps it). */
export async function deleteEmptyClass(db: Db, id: number) {
  const r = await db
    .deleteFrom('help_class')
    .where('class_id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('help').select('help.id').where('help.class_id', '=', id))),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function deleteArticle(db: Db, kind: 'help' | 'notice', id: number) {
  const r = await db.deleteFrom(kind).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows);
}
