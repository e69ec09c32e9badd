import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Live rooms (issue 18, ADR 068): a shop's scheduled broadcasts with the stream address its
 * streaming service gives it and, once ended, a replay; each room shows some of the shop's goods.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'live_room', {
    id: 'id',
    site_id: 'int',
    name: 'text',
    cover_img: 'text',
    share_img: 'text',
    banner: 'text',
    anchor_name: 'text',
    anchor_img: 'text',
    anchor_wechat: 'text',
    start_time: 'int',
    end_time: 'int',
    live_status: 'int',
    audit_status: 'int',
    type: 'int',
    close_like: 'int',
    close_goods: 'int',
    close_comment: 'int',
    /** HLS (.m3u8) address of the live stream. */
    stream_url: 'text',
    /** MP4 address of the replay. */
    replay_url: 'text',
    create_time: 'int',
  }).execute();
  await db.schema
    .createIndex('live_room_list')
    .on('live_room')
    .columns(['audit_status', 'live_status', 'start_time'])
    .execute();
  await db.schema.createIndex('live_room_site').on('live_room').columns(['site_id']).execute();
  await createTable(db, dialect, 'live_room_goods', {
    id: 'id',
    room_id: 'int',
    goods_id: 'int',
    sort: 'int',
  }).execute();
  await db.schema
    .createIndex('live_room_goods_room')
    .unique()
    .on('live_room_goods')
    .columns(['room_id', 'goods_id'])
    .execute();
}
