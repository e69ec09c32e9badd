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
  local_area: D<string>; // JSON region ids (cities/townships); [] everywhere (ADR 101)
  local_min_money: D<number>;
  update_time: D<number>;
}

/** A shop's express fee template (ADR 101). */
export interface ShopExpressTemplateTable {
  template_id: Generated<number>;
  site_id: number;
  template_name: D<string>;
  fee_type: D<number>; // 1 by piece, 2 by weight (kg)
  rules: D<string>; // JSON [{region_ids, first_fee, extra_fee}]
  free_money: D<number>; // 0 never free
  is_default: D<number>;
  create_time: D<number>;
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
  verifier_ids: D<string>; // JSON staff ids who verify pickups here (ADR 101)
}

/** The tables the delivery module owns, by name. */
export interface DeliveryTables {
  shop_delivery: ShopDeliveryTable;
  shop_store: ShopStoreTable;
  shop_express_template: ShopExpressTemplateTable;
}
