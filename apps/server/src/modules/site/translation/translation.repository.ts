import type { Db } from '../../../db/database';

export async function listTranslations(db: Db, kind: string, refs: string[], lang: string) {
  if (refs.length === 0) return [];
  return db
    .selectFrom('content_translation')
    .select(['ref', 'fields'])
    .where('kind', '=', kind)
    .where('lang', '=', lang)
    .where('ref', 'in', refs)
    .execute();
}

export async function upsertTranslation(
  db: Db,
  row: { kind: string; ref: string; lang: string; fields: string; update_time: number },
) {
  await db
    .insertInto('content_translation')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['kind', 'ref', 'lang']).doUpdateSet((eb) => ({
        fields: eb.ref('excluded.fields'),
        update_time: eb.ref('excluded.update_time'),
      })),
    )
    .execute();
}
