import { sql, type Insertable } from 'kysely';
import type { ActionLogQuery } from '@zay/contract';
import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';
import type { ActionLogTable } from './action-log.table';

export async function insertAction(db: Db, row: Insertable<ActionLogTable>): Promise<void> {
  await db.insertInto('action_log').values(row).execute();
}

export async function staffName(db: Db, staffId: number): Promise<string> {
  const row = await db.selectFrom('servicer').select('username').where('servicer_id', '=', staffId).executeTakeFirst();
  return row?.username ?? '';
}

/** `%term%` with LIKE's wildcards typed by the searcher taken literally (escape `\`). */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a site's actions, newest first, matching the query's keyword, action and times. */
export async function pageActions(db: Db, siteId: number, q: ActionLogQuery, limit: number | null, offset: number) {
  let base = db.selectFrom('action_log').where('site_id', '=', siteId);
  if (q.action) base = base.where((eb) => eb.or([eb('action', '=', q.action), eb('action', 'like', `${q.action}.%`)]));
  if (q.start_time !== undefined) base = base.where('create_time', '>=', q.start_time);
  if (q.end_time !== undefined) base = base.where('create_time', '<=', q.end_time);
  if (q.keyword) {
    const pattern = likePattern(q.keyword.toLowerCase());
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) LIKE ${pattern} ESCAPE '\\'`;
    base = base.where((eb) => eb.or(['staff_name', 'action', 'target', 'ip'].map((c) => like(c))));
  }
  return fetchPage(
    base,
    (query) => query.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc'),
    limit,
    offset,
  );
}

/** Removes the rows created before `before` (the sweep; the database refuses younger ones). */
export async function deleteActionsBefore(db: Db, before: number): Promise<number> {
  const res = await db.deleteFrom('action_log').where('create_time', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}
