import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/** The member's cart: one line per member and SKU. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'cart', {
    cart_id: 'id',
    member_id: 'int',
    site_id: 'int',
    goods_id: 'int',
    sku_id: 'int',
    num: 'int',
    create_time: 'int',
    update_time: 'int',
  }).execute();
  await db.schema.createIndex('cart_member_sku').unique().on('cart').columns(['member_id', 'sku_id']).execute();
}
