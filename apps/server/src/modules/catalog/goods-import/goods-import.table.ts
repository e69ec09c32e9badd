import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

/** A shop's goods import in the background (migration 052, ADR 108). */
export interface GoodsImportJobTable {
  job_id: Generated<number>;
  site_id: number;
  staff_id: D<number>;
  /** 0 running, 1 finished, 2 failed (the process stopped under it). */
  state: D<number>;
  /** Goods in the file, and goods handled so far. */
  total: D<number>;
  done: D<number>;
  created: D<number>;
  updated: D<number>;
  /** JSON: the goods that failed, `[{ line, column, message }]`. */
  errors: D<string>;
  create_time: number;
  finish_time: D<number>;
  /** The runner's last progress: a running job silent for long died with its process. */
  beat_time: D<number>;
}

export interface GoodsImportTables {
  goods_import_job: GoodsImportJobTable;
}
