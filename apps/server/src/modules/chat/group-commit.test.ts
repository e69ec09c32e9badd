import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb } from '../../test/test-db';
import { GroupCommit } from './group-commit';

let db: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.drop());

const insert = (memberId: number) => (tx: Parameters<Parameters<GroupCommit['run']>[0]>[0]) =>
  tx
    .insertInto('chat_conversation')
    .values({ member_id: memberId, site_id: 1, create_time: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();

it('commits jobs that arrive together in one batch, each answered with its own result', async () => {
  const writes = new GroupCommit(db.db);
  const ids = await Promise.all([1, 2, 3, 4, 5].map((m) => writes.run(insert(m)).then((r) => r.id)));
  expect(new Set(ids).size).toBe(5);
  const rows = await db.db.selectFrom('chat_conversation').select('member_id').orderBy('member_id').execute();
  expect(rows.map((r) => r.member_id)).toEqual([1, 2, 3, 4, 5]);
});

it('fails only the bad job of a batch; the others are committed', async () => {
  const writes = new GroupCommit(db.db);
  // member 3 already has a conversation with site 1: the unique index refuses it.
  const results = await Promise.allSettled([writes.run(insert(10)), writes.run(insert(3)), writes.run(insert(11))]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  const rows = await db.db
    .selectFrom('chat_conversation')
    .select('member_id')
    .where('member_id', 'in', [10, 11])
    .execute();
  expect(rows).toHaveLength(2);
});
