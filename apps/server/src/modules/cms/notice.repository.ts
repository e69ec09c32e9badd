import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function pageNotices(db: Db, limit: number | null, offset: number) {
  const [list, total] = await Promise.all([
    db
      .selectFrom('notice')
      .select(['id', 'title', 'is_top', 'create_time'])
      .orderBy('is_top', 'desc')
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .$if(limit !== null, (q) => q.limit(limit!).offset(offset))
      .execute(),
    db
      .selectFrom('notice')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, count: Number(total.n) };
}

export async function findNotice(db: Db, id: number) {
  return db
    .selectFrom('notice')
    .select(['id', 'title', 'is_top', 'create_time', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
}
