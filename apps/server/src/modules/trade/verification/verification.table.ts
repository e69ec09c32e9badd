import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

/** A redemption code (API-SHAPES-MORE §4): made when its order is paid, used once. */
export interface VerifyTable {
  id: Generated<number>;
  site_id: number;
  site_name: D<string>;
  member_id: number; // the buyer
  verify_code: string; // unique
  verify_type: string; // pickup | virtualgoods
  relate_id: number; // the order
  item_array: D<string>; // JSON [{img, name, price (minor units), num}]
  is_verify: D<number>;
  verifier_id: D<number>;
  verifier_name: D<string>;
  create_time: number;
  verify_time: D<number>;
}

/** A member a shop lets redeem its codes. */
export interface VerifierTable {
  verifier_id: Generated<number>;
  site_id: number;
  member_id: number;
  verifier_name: D<string>;
  create_time: D<number>;
}

export interface VerifyTables {
  verify: VerifyTable;
  verifier: VerifierTable;
}
