import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

export interface ShopSettlementLogTable {
  id: Generated<number>;
  site_id: number;
  order_id: number;
  type: string; // order_income | refund | commission
  amount: number; // signed minor units
  ref: D<string>;
  create_time: number;
}

export interface ShopSettlementRateTable {
  site_id: number;
  rate: number; // hundredths of a percent
}

/** The tables the settlement module owns, by name. */
export interface SettlementTables {
  shop_settlement_log: ShopSettlementLogTable;
  shop_settlement_rate: ShopSettlementRateTable;
}
