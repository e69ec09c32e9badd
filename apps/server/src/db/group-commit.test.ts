import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../test/test-db';
import { GroupCommit } from './group-commit';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.drop());

const addNav = (title: string) => (trx: typeof handle.db) =>
  trx.insertInto('nav').values({ nav_title: title }).returning('id').executeTakeFirstOrThrow();
const titles = async () =>
  (await handle.db.selectFrom('nav').select('nav_title').orderBy('id').execute()).map((r) => r.nav_title);

describe('GroupCommit', () => {
  it('commits concurrent jobs together; a failing job rolls back alone', async () => {
    const gc = new GroupCommit(handle.db);
    const results = await Promise.allSettled([
      gc.submit(addNav('a')),
      gc.submit(addNav('b')),
      gc.submit(async (trx) => {
        await addNav('c')(trx);
        throw new Error('no');
      }),
      gc.submit(addNav('d')),
    ]);
    expect(gc.commits).toBe(1);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await titles()).toEqual(['a', 'b', 'd']);
  });

  it('rejects every job of a batch whose commit fails, leaving nothing behind', async () => {
    await handle.db.deleteFrom('nav').execute();
    const gc = new GroupCommit(handle.db);
    const results = await Promise.allSettled([
      gc.submit(addNav('x')),
      // A bare ROLLBACK ends the shared transaction: its savepoints and COMMIT then fail.
      gc.submit(async (trx) => {
        await addNav('y')(trx);
        await (await import('kysely')).sql`rollback`.execute(trx);
      }),
      gc.submit(addNav('z')),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(await titles()).toEqual([]);
    // The committer still works afterwards.
    await gc.submit(addNav('after'));
    expect(await titles()).toEqual(['after']);
  });
});
