import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

/** One console action (migration 036): only ever inserted; the database refuses updates. */
export interface ActionLogTable {
  id: Generated<number>;
  staff_id: D<number>;
  /** The staff account's username when it acted. */
  staff_name: D<string>;
  /** 0 for the platform's staff, else the shop's. */
  site_id: D<number>;
  action: D<string>;
  target: D<string>;
  ip: D<string>;
  /** JSON text of the state before and after ('' for none). */
  before: D<string>;
  after: D<string>;
  create_time: D<number>;
}

/** The tables the action log owns, by name. */
export interface ActionLogTables {
  action_log: ActionLogTable;
}
