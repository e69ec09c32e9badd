import { sql } from 'kysely';

/** A counter column less `num`, never below 0: what returned stock takes off a sold count. */
export const uncount = (column: string, num: number) =>
  sql<number>`case when ${sql.ref(column)} >= ${num} then ${sql.ref(column)} - ${num} else 0 end`;
