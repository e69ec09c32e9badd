import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/schema';

/**
 * Keyword matching (docs/decisions/004-search.md). A keyword is split at spaces; every term
 * must occur in the goods' search text (name, keywords in the other languages, shop name) as a
 * substring, case-insensitively. Terms of 3 or more characters go through the trigram index
 * (FTS5 on SQLite, pg_trgm on PostgreSQL); shorter ones only narrow what the index found, and a
 * keyword made only of short terms scans the search text.
 */
export interface KeywordPlan {
  keyword: string;
  /** Terms of 3+ characters, answered by the index. */
  long: string[];
  /** Terms of 1–2 characters, checked with LIKE. */
  short: string[];
}

const codePoints = (s: string) => [...s].length;

export function planKeyword(keyword: string): KeywordPlan | null {
  const terms = [...new Set(keyword.split(/\s+/).filter(Boolean))];
  if (terms.length === 0) return null;
  return {
    keyword: terms.join(' '),
    long: terms.filter((t) => codePoints(t) >= 3),
    short: terms.filter((t) => codePoints(t) < 3),
  };
}

/** `%term%` with LIKE's wildcards taken literally (escape character `\`). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An FTS5 query: every term a quoted phrase (so operators and quotes in the keyword are text), all required. */
const ftsQuery = (terms: string[]) => terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' ');

type MatchDb = Kysely<Database & { m: { goods_id: number; score: number } }>;

/**
 * A `WITH m (goods_id, score)` of the goods matching the keyword, higher score = better match
 * (bm25 on SQLite, word similarity on PostgreSQL). The caller starts from `m` and may order by
 * `m.score`. The matches must be found first, through the search index, and the goods then
 * looked up by key — not the search index probed once per goods: PostgreSQL gets a
 * materialized CTE, SQLite a CROSS JOIN from `m` (which its planner never reorders).
 */
export function withMatches(db: Db, plan: KeywordPlan): MatchDb {
  if (dialectOf(db) === 'postgres') {
    return db.with(
      (c) => c('m').materialized(),
      (qb) =>
        qb
          .selectFrom('goods')
          .select(['goods_id', sql<number>`word_similarity(${plan.keyword}, search_text)`.as('score')])
          .where((eb) => eb.and([...plan.long, ...plan.short].map((t) => eb('search_text', 'ilike', likePattern(t))))),
    ) as unknown as MatchDb;
  }
  // The FTS table holds only the search text, so even a LIKE scan over it reads little.
  const fts = db.selectFrom('goods_fts').where((eb) => eb.and(plan.short.map(likeTerm)));
  const cte =
    plan.long.length === 0
      ? fts.select([sql<number>`rowid`.as('goods_id'), sql<number>`0`.as('score')])
      : fts
          .select([sql<number>`rowid`.as('goods_id'), sql<number>`-rank`.as('score')])
          .where(sql<boolean>`goods_fts MATCH ${ftsQuery(plan.long)}`);
  return db.with('m', () => cte) as unknown as MatchDb;
}

const likeTerm = (term: string) => sql<boolean>`goods_fts.search_text LIKE ${likePattern(term)} ESCAPE '\\'`;
