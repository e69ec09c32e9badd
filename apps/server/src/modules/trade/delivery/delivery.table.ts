import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

export interface ShopDeliveryTable {
  id: Generated<number>;
  site_id: number;
  express_enabled: D<number>;
  express_fee: D<number>;
  express_free_money: D<number>;
  store_enabled: D<number>;
  local_enabled: D<number>;
  local_fee: D<number>;
  local_times: D<string>; // JSON [{start, end}]
  local_days: D<number>;
  update_time: D<number>;
}

export interface ShopStoreTable {
  store_id: Generated<number>;
  site_id: number;
  store_name: D<string>;
  telephone: D<string>;
  full_address: D<string>;
  open_date: D<string>;
  longitude: D<string>;
  latitude: D<string>;
  status: D<number>;
  sort: D<number>;
  create_time: D<number>;
}

/** The tables the delivery module owns, by name. */
export interface DeliveryTables {
  shop_delivery: ShopDeliveryTable;
  shop_store: ShopStoreTable;
}
