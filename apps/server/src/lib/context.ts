import type { Lang } from '@zay/contract';
import type { Db } from '../db/database';

/** Passed first to every service call: who asks, in which language, against which database. */
export interface RequestContext {
  db: Db;
  lang: Lang;
  memberId: number | null;
}
