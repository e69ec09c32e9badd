import type { Kysely } from 'kysely';
import { createTable, type Dialect } from './column-kinds';

/**
 * Platform content in zh-cn and en-us (issue 18, ADR 057). The Burmese text stays where it was
 * (the content row or setting); a translation row holds the same fields in another language as
 * a JSON object, keyed by the content kind, the row's id (or the setting's key) and the language.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, 'content_translation', {
    id: 'id',
    kind: 'text',
    ref: 'text',
    lang: 'text',
    fields: 'text',
    update_time: 'int',
  }).execute();
  await db.schema
    .createIndex('content_translation_key')
    .unique()
    .on('content_translation')
    .columns(['kind', 'ref', 'lang'])
    .execute();
}
