import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

/**
 * A combo package (API-SHAPES-MORE §5.4, ADR 071): one unit of each of its SKUs, all of one shop,
 * sold together at `bl_price`. It has no stock of its own: each SKU's stock is what limits it.
 */
export interface BundlingTable {
  bl_id: Generated<number>;
  site_id: D<number>;
  bl_name: D<string>;
  bl_price: D<number>; // minor units, below the SKUs' prices together
  shipping_fee_type: D<number>; // 1 the shop pays delivery (free), 2 the buyer pays
  status: D<number>; // 1 on, 0 switched off by the shop
  create_time: D<number>;
  modify_time: D<number>;
}

/** The SKUs of a package, one unit each. */
export interface BundlingGoodsTable {
  id: Generated<number>;
  bl_id: D<number>;
  sku_id: D<number>;
  sort: D<number>;
}

/** The package an order was created from (its order-creation data kept apart, SPEC §3). */
export interface BundlingOrderTable {
  out_trade_no: string;
  bl_id: number;
  member_id: number;
  num: number;
  create_time: D<number>;
}

/** The tables the bundling module owns, by name. */
export interface BundlingTables {
  bundling: BundlingTable;
  bundling_goods: BundlingGoodsTable;
  bundling_order: BundlingOrderTable;
}
