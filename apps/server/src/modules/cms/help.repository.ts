import type { Db } from '../../db/database';

export async function listHelpClasses(db: Db) {
  return db.selectFrom('help_class').select(['class_id', 'class_name']).orderBy('sort').orderBy('class_id').execute();
}

export async function listHelpTitles(db: Db) {
  return db
    .selectFrom('help')
    .select(['id', 'class_id', 'title', 'link_address'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
