import type { LevelSetting } from '@zay/contract';
import type { Db } from '../../../db/database';

/** Every member level, lowest first. */
export function levelRows(db: Db) {
  return db.selectFrom('member_level').selectAll().orderBy('sort').orderBy('level_id').execute();
}

/**
 * Replaces the levels with `levels` (lowest first) inside the caller's transaction: a level with a
 * known `level_id` is changed in place, a new one is added, the others are removed, and members
 * who held a removed level get the highest level their growth reaches.
 */
export async function replaceLevels(db: Db, levels: LevelSetting[]): Promise<void> {
  const existing = new Set((await levelRows(db)).map((l) => l.level_id));
  const kept = new Set<number>();
  for (const [i, { level_id, ...fields }] of levels.entries()) {
    const row = { ...fields, sort: i + 1, is_default: i === 0 ? 1 : 0 };
    if (level_id !== undefined && existing.has(level_id)) {
      await db.updateTable('member_level').set(row).where('level_id', '=', level_id).execute();
      kept.add(level_id);
    } else {
      const added = await db.insertInto('member_level').values(row).returning('level_id').executeTakeFirstOrThrow();
      kept.add(added.level_id);
    }
  }
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length === 0) return;
  await db.deleteFrom('member_level').where('level_id', 'in', removed).execute();
  await db
    .updateTable('member')
    .set((eb) => ({
      member_level: eb.fn.coalesce(
        eb
          .selectFrom('member_level as l')
          .select('l.level_id')
          .whereRef('l.growth', '<=', 'member.growth')
          .orderBy('l.sort', 'desc')
          .limit(1),
        eb.val(0),
      ),
    }))
    .where('member_level', 'in', removed)
    .execute();
}
