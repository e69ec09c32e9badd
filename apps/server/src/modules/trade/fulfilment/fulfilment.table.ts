import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

/** A parcel of an order (migration 015): a courier's waybill, or the shop's own delivery. */
export interface OrderPackageTable {
  id: Generated<number>;
  order_id: number;
  site_id: number;
  member_id: number;
  package_no: number; // 1, 2, … within the order
  delivery_type: D<number>; // 1 courier company, 0 the shop's own delivery
  express_company_id: D<number>;
  delivery_no: D<string>;
  courier_name: D<string>;
  courier_phone: D<string>;
  delivery_time: number;
  create_time: number;
}

/** Which order goods travel in which package; an order goods in one package only (unique). */
export interface OrderPackageGoodsTable {
  id: Generated<number>;
  package_id: number;
  order_id: number;
  order_goods_id: number;
}

export interface OrderPackageTraceTable {
  id: Generated<number>;
  package_id: number;
  order_id: number;
  trace_time: number;
  remark: string;
  staff_id: D<number>;
  create_time: number;
}

/** What staff did with an order, for the desk's history. */
export interface OrderDeskLogTable {
  id: Generated<number>;
  order_id: number;
  site_id: number;
  staff_id: number;
  action: string; // a DeskAction
  remark: D<string>;
  create_time: number;
}

/** The tables the desk module owns, by name. */
export interface DeskTables {
  order_package: OrderPackageTable;
  order_package_goods: OrderPackageGoodsTable;
  order_package_trace: OrderPackageTraceTable;
  order_desk_log: OrderDeskLogTable;
}
