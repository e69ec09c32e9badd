import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { chunk } from './random';

export type Trx = Transaction<Database>;

export const BATCH_SIZE = 500;

/**
 * Inserts rows in batches and answers their new ids in input order. Both engines hand out
 * identity values in VALUES order within one statement, so sorting a batch's ids restores it.
 */
export async function insertBatches<R>(
  rows: readonly R[],
  insert: (batch: R[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunk(rows, BATCH_SIZE)) {
    const returned = (await insert(batch)).map((r) => Number(r.id)).sort((a, b) => a - b);
    if (returned.length !== batch.length)
      throw new Error(`seed insert returned ${returned.length} ids for ${batch.length} rows`);
    ids.push(...returned);
  }
  return ids;
}

export async function insertPlain<R>(rows: readonly R[], insert: (batch: R[]) => Promise<unknown>): Promise<void> {
  for (const batch of chunk(rows, BATCH_SIZE)) await insert(batch);
}
