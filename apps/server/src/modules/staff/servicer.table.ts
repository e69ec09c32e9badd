import type { Generated } from 'kysely';
import type { D } from '../../db/columns';

/** A shop's customer-service account (site_id 0 = the platform's). */
export interface ServicerTable {
  servicer_id: Generated<number>;
  site_id: D<number>;
  username: D<string>;
  password: D<string>; // scrypt hash
  nickname: D<string>;
  avatar: D<string>;
  status: D<number>; // 1 enabled
  role: D<string>; // owner | clerk | service | verifier (ADR 049) | operations | finance (ADR 087) | editor (ADR 090)
  member_id: D<number>; // > 0: signs in with this member's own username and password (ADR 089)
  create_time: D<number>;
}

export interface ServicerTokenTable {
  id: Generated<number>;
  servicer_id: number;
  token_hash: string; // SHA-256 of the token, hex
  expire_time: number;
  revoked: D<number>;
  create_time: number;
}

/** The tables the servicer module owns, by name. */
export interface ServicerTables {
  servicer: ServicerTable;
  servicer_token: ServicerTokenTable;
}
