import type { Generated } from 'kysely';

export interface CartTable {
  cart_id: Generated<number>;
  member_id: number;
  site_id: number;
  goods_id: number;
  sku_id: number;
  num: number;
  create_time: number;
  update_time: number;
}

/** The tables the cart module owns, by name. */
export interface CartTables {
  cart: CartTable;
}
