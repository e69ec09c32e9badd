import type { Insertable } from 'kysely';
import type { DbHandle } from '../../../db/database';
import { onThisWeek } from '../../trade/checkout/order-test-kit';
import type { TopicTable } from './topic.table';

/** Helpers for topic tests: topics and their goods inserted directly. */

type Db = DbHandle['db'];

/** A topic on from a day before `now` (Unix seconds) for a week. */
export async function addTopic(db: Db, now: number, t: Partial<Insertable<TopicTable>> = {}) {
  const row = await db
    .insertInto('topic')
    .values({
      topic_name: 'အထူး',
      topic_adv: '/upload/topic/banner.png',
      bg_color: '#ffeedd',
      ...onThisWeek(now),
      create_time: now,
      ...t,
    })
    .returning('topic_id')
    .executeTakeFirstOrThrow();
  return row.topic_id;
}

/** A goods of the topic at `price` (minor units) with a quota of `stock`. */
export async function addTopicGoods(
  db: Db,
  g: { topicId: number; siteId: number; goodsId: number; skuId: number; price: number; stock: number },
) {
  const row = await db
    .insertInto('topic_goods')
    .values({
      topic_id: g.topicId,
      site_id: g.siteId,
      goods_id: g.goodsId,
      sku_id: g.skuId,
      topic_price: g.price,
      stock: g.stock,
      sale_num: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function topicStock(db: Db, id: number) {
  return db.selectFrom('topic_goods').select(['stock', 'sale_num']).where('id', '=', id).executeTakeFirstOrThrow();
}
