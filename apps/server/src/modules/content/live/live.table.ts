import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

export interface LiveRoomTable {
  id: Generated<number>;
  site_id: D<number>;
  name: D<string>;
  cover_img: D<string>;
  share_img: D<string>;
  banner: D<string>;
  anchor_name: D<string>;
  anchor_img: D<string>;
  anchor_wechat: D<string>;
  start_time: D<number>;
  end_time: D<number>;
  live_status: D<number>; // LIVE_STATUS
  audit_status: D<number>; // 0 pending, 1 approved, -1 refused (ADR 069)
  audit_reason: D<string>;
  audit_time: D<number>;
  type: D<number>;
  close_like: D<number>;
  close_goods: D<number>;
  close_comment: D<number>;
  stream_url: D<string>; // HLS
  replay_url: D<string>; // MP4
  create_time: D<number>;
}

export interface LiveRoomGoodsTable {
  id: Generated<number>;
  room_id: D<number>;
  goods_id: D<number>;
  sort: D<number>;
}

export interface LiveTables {
  live_room: LiveRoomTable;
  live_room_goods: LiveRoomGoodsTable;
}
