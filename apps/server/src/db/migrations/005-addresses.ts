import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/** Members' delivery addresses. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'member_address', {
    id: 'id',
    member_id: 'int',
    name: 'text',
    mobile: 'text',
    telephone: 'text',
    province_id: 'int',
    city_id: 'int',
    district_id: 'int',
    address: 'text',
    full_address: 'text',
    longitude: 'text',
    latitude: 'text',
    is_default: 'int',
    create_time: 'int',
    update_time: 'int',
  }).execute();
  await db.schema
    .createIndex('member_address_member')
    .on('member_address')
    .columns(['member_id', 'is_default'])
    .execute();
}
