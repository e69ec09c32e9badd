import type { Db } from '../../db/database';
import { fetchPage } from '../../db/paging';

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

export async function pageHelp(db: Db, classId: number | undefined, limit: number | null, offset: number) {
  const base = db.selectFrom('help').$if(classId !== undefined, (q) => q.where('class_id', '=', classId!));
  return fetchPage(
    base,
    (q) => q.select(['id', 'class_id', 'title', 'link_address', 'create_time']).orderBy('sort').orderBy('id'),
    limit,
    offset,
  );
}

export async function findHelp(db: Db, id: number) {
  return db
    .selectFrom('help as h')
    .innerJoin('help_class as c', 'c.class_id', 'h.class_id')
    .select(['h.id', 'h.class_id', 'h.title', 'h.link_address', 'h.create_time', 'h.content', 'c.class_name'])
    .where('h.id', '=', id)
    .executeTakeFirst();
}
