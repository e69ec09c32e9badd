import type { Generated } from 'kysely';
import type { D } from '../../db/columns';

export interface PayTable {
  id: Generated<number>;
  out_trade_no: string;
  member_id: number;
  pay_money: number;
  pay_status: D<number>; // PAY_STATUS; its moves: PAY in lib/order-state-machine.ts
  pay_type: D<string>;
  pay_detail: D<string>;
  trade_no: D<string>;
  create_time: number;
  pay_time: D<number>;
  close_time: D<number>;
  offline_imgs: D<string>;
  offline_desc: D<string>;
  offline_time: D<number>;
}

export interface PayNotifyTable {
  id: Generated<number>;
  provider: string;
  notify_id: string;
  out_trade_no: string;
  trade_no: D<string>;
  amount: number;
  result: string;
  create_time: number;
}

export interface PayProofTable {
  id: Generated<number>;
  pic_path: string;
  out_trade_no: string;
  member_id: number;
  create_time: number;
}

/** The tables the pay module owns, by name. */
export interface PayTables {
  pay: PayTable;
  pay_notify: PayNotifyTable;
  pay_proof: PayProofTable;
}
