import type { Db } from '../../../db/database';
import { fetchPage } from '../../../db/paging';

export async function listHelpClasses(db: Db) {
  return db
    .selectFrom('help_class')
    .select(['class_id', 'class_name'])
    .where('is_show', '=', 1)
    .orderBy('sort')
    .orderBy('class_id')
    .execute();
}

export async function listHelpTitles(db: Db) {
  return db
    .selectFrom('help')
    .select(['id', 'class_id', 'title', 'link_address'])
    .where('is_show', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** A class's articles in list order (sort, then id), for an article's previous and next. */
export async function listClassTitles(db: Db, classId: number) {
  return db
    .selectFrom('help')
    .select(['id', 'title'])
    .where('class_id', '=', classId)
    .where('is_show', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function pageHelp(db: Db, classId: number | undefined, limit: number | null, offset: number) {
  const base = db
    .selectFrom('help as h')
    .innerJoin('help_class as c', 'c.class_id', 'h.class_id')
    .where('h.is_show', '=', 1)
    .where('c.is_show', '=', 1)
    .$if(classId !== undefined, (q) => q.where('h.class_id', '=', classId!));
  return fetchPage(
    base,
    (q) =>
      q
        .select(['h.id', 'h.class_id', 'c.class_name', 'h.title', 'h.link_address', 'h.sort', 'h.create_time'])
        .orderBy('h.sort')
        .orderBy('h.id'),
    limit,
    offset,
  );
}

export async function findHelp(db: Db, id: number) {
  return db
    .selectFrom('help as h')
    .innerJoin('help_class as c', 'c.class_id', 'h.class_id')
    .select(['h.id', 'h.class_id', 'c.class_name', 'h.title', 'h.link_address', 'h.sort', 'h.create_time', 'h.content'])
    .where('h.id', '=', id)
    .where('h.is_show', '=', 1)
    .where('c.is_show', '=', 1)
    .executeTakeFirst();
}
