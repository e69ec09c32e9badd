import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';

export async function pageNotices(db: Db, limit: number | null, offset: number) {
  return fetchPage(
    db.selectFrom('notice').where('is_show', '=', 1),
    (q) =>
      q
        .select(['id', 'title', 'is_top', 'create_time'])
        .orderBy('is_top', 'desc')
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc'),
    limit,
    offset,
  );
}

export async function findNotice(db: Db, id: number) {
  return db
    .selectFrom('notice')
    .select(['id', 'title', 'is_top', 'create_time', 'content'])
    .where('id', '=', id)
    .where('is_show', '=', 1)
    .executeTakeFirst();
}
