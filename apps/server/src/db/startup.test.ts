import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleNode, emptyDatabase, startNode, stopNodes, type Node } from '../test/cluster';
import { openDatabase, type DbHandle } from './database';
import { STARTUP_LOCK_KEY, withStartupLock } from './startup';
import { SHOPS } from './seed/shops-data';

/** Start-up under a database lock (issue 33, ADR 094): processes started together seed once. */
// Under the server's folder, where the bundled process finds the server's dependencies.
const here = path.dirname(fileURLToPath(import.meta.url));
const work = path.resolve(here, '../../data', `startup-${randomBytes(4).toString('hex')}`);
let database: Awaited<ReturnType<typeof emptyDatabase>>;
const handles: DbHandle[] = [];
const nodes: Node[] = [];
let entry = '';

beforeAll(async () => {
  fs.mkdirSync(work, { recursive: true });
  database = await emptyDatabase(work);
});
afterAll(async () => {
  await stopNodes(nodes);
  await Promise.all(handles.map((h) => h.close()));
  await database.drop();
  if (entry) fs.rmSync(entry, { force: true });
  fs.rmSync(work, { recursive: true, force: true });
}, 120_000);

function open() {
  const h = openDatabase(database.url);
  handles.push(h);
  return h;
}

async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the start-up lock', () => {
  it('lets one holder in at a time, across connections, and the next in when it is done', async () => {
    const [a, b] = [open(), open()];
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const first = withStartupLock(a, database.url, async () => {
      order.push('a in');
      await gate;
      order.push('a out');
    });
    await until(() => order.includes('a in'));
    const second = withStartupLock(b, database.url, async () => {
      order.push('b in');
    });
    if (a.dialect === 'postgres') {
      // The second holder is queued on the advisory lock, not running.
      await until(async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and objid = ${STARTUP_LOCK_KEY} and not granted`.execute(a.db);
        return rows[0]!.n === 1;
      });
    } else {
      // Several of the second holder's tries (every 100 ms) have found the lock taken.
      await new Promise((r) => setTimeout(r, 350));
    }
    expect(order).toEqual(['a in']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['a in', 'a out', 'b in']);
  });

  it('is let go when the work fails', async () => {
    const h = open();
    await expect(
      withStartupLock(h, database.url, async () => {
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    expect(await withStartupLock(h, database.url, async () => 'next')).toBe('next');
  });
});

describe('three processes started together on an empty database', () => {
  it('seed the demo marketplace once, and all three serve it', { timeout: 600_000 }, async () => {
    entry = await bundleNode();
    const env = {
      DATABASE_URL: database.url,
      UPLOAD_DIR: path.join(work, 'uploads'),
      SEED_DEMO: 'true',
      RATE_LIMIT_PER_MINUTE: '0',
      ORDER_CLOSE_SWEEP_SECONDS: '0',
    };
    nodes.push(startNode(entry, env), startNode(entry, env), startNode(entry, env));
    const ports = await Promise.all(nodes.map((n) => n.ready));

    const seeders = nodes.filter((n) => n.lines.some((l) => l.startsWith('Seeding the demo marketplace')));
    expect(seeders).toHaveLength(1);
    const h = open();
    const shops = await h.db
      .selectFrom('shop')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(shops.n)).toBe(SHOPS.length);
    const buyers = await h.db.selectFrom('member').select('member_id').where('username', '=', 'buyer').execute();
    expect(buyers).toHaveLength(1);
    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/api/goodssku/page`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, page_size: 5 }),
      });
      const body = (await res.json()) as { code: number; data: { count: number } };
      expect(body.code).toBe(0);
      expect(body.data.count).toBeGreaterThan(0);
    }
  });
});
