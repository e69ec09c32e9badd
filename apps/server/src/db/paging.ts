import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * One page of rows and the number of rows `base` matches, fetched side by side. `rows` adds the
 * columns and order to `base`; `limit` null means every row.
 */
export async function fetchPage<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, object>,
  rows: (q: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  limit: number | null,
  offset: number,
): Promise<{ list: O[]; count: number }> {
  const query = rows(base);
  const [list, total] = await Promise.all([
    (limit === null ? query : query.limit(limit).offset(offset)).execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow() as Promise<{ n: number | string }>,
  ]);
  return { list, count: Number(total.n) };
}
