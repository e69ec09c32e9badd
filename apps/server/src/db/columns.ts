import type { ColumnType } from 'kysely';

/** A NOT NULL column with a default: optional on insert. */
export type D<T> = ColumnType<T, T | undefined, T>;
