import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCreateEndpoint } from '@zay/contract';
import { readEnv } from '../env';
import { diskStorage, s3SettingsFrom, s3Storage } from '../lib/upload-storage';
import { backup, BUCKET_BACKUP_PREFIX, restore } from './backup';
import { openDatabase, type DbHandle } from './database';
import { migrateToLatest } from './migrate';
import { emptyDatabase } from '../test/cluster';
import { seedFixtures } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  addGoods,
  addPickupShop,
  buyer,
  giveBalance,
  PAY_PASSWORD,
  pickupAt,
  setPayPassword,
  type Buyer,
} from '../modules/trade/checkout/order-test-kit';

/**
 * A backup taken while buyers keep ordering, restored into a fresh database (a SQLite file, or a
 * new PostgreSQL database when TEST_DB is postgres): every order acknowledged before the backup
 * began is there, stock and balance ledgers add up; uploads come back, on disk and in a bucket.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-backup-'));
const BUYERS = 12;
const STOCK = 100_000;
const PRICE = 10_00;
const BALANCE = 1_000_000_00;
const PAY_TRIES = 5;
const envOf = (url: string, extra: Record<string, string> = {}) =>
  readEnv({ DATABASE_URL: url, UPLOAD_DIR: path.join(work, 'uploads'), ...extra });

let source: { url: string; drop(): Promise<void> };
const targets: { url: string; drop(): Promise<void> }[] = [];
let handle: DbHandle;
let t: TestApp;
let shop: number;

beforeAll(async () => {
  source = await emptyDatabase(work);
  handle = openDatabase(source.url);
  await migrateToLatest(handle);
  t = await createTestApp({ UPLOAD_DIR: path.join(work, 'uploads'), RATE_LIMIT_PER_MINUTE: '0' }, { handle });
  await seedFixtures(t.db);
  shop = await addPickupShop(t.db.db, 'Backup');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await source?.drop();
  for (const d of targets) await d.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** A fresh database to restore into (its own subfolder for SQLite). */
async function freshTarget(name: string) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  const target = await emptyDatabase(dir);
  targets.push(target);
  return target;
}

async function balancesAddUp(db: DbHandle, ids: number[]) {
  const members = await db.db
    .selectFrom('member')
    .select(['member_id', 'balance'])
    .where('member_id', 'in', ids)
    .execute();
  const logs = await db.db
    .selectFrom('member_balance_log')
    .select(['member_id', 'amount'])
    .where('member_id', 'in', ids)
    .execute();
  for (const m of members) {
    const sum = logs.filter((l) => l.member_id === m.member_id).reduce((a, l) => a + l.amount, 0);
    expect(sum, `ledger of member ${m.member_id}`).toBe(m.balance);
  }
  return members.length;
}

describe('backup and restore', () => {
  it('a backup taken during an order load holds every order acknowledged before it, consistently', async () => {
    const g = await addGoods(t.db.db, shop, { price: PRICE, stock: STOCK });
    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const b = await buyer(t, `backup-buyer-${i}`, false);
      await setPayPassword(t.db.db, b.id);
      await giveBalance(t.db.db, b.id, BALANCE);
      buyers.push(b);
    }
    await diskStorage(path.join(work, 'uploads')).put('chat/202612/backup-proof.png', Buffer.from('png bytes'));

    // Every buyer orders again and again until told to stop: the first orders paid from the balance
    // (the payment password allows PAY_TRIES tries a quarter-hour), the rest left to pay later.
    const acked: string[] = [];
    let stop = false;
    const body = { sku_id: g.skuId, num: 1, delivery: pickupAt(shop) };
    const paid = { ...body, is_balance: 1 as const, pay_password: PAY_PASSWORD };
    const load = Promise.all(
      buyers.map(async (b) => {
        for (let n = 0; !stop; n++) {
          const res = await b.call(orderCreateEndpoint, n < PAY_TRIES ? paid : body);
          if (res.body.code !== 0) {
            stop = true;
            throw new Error(`order: ${res.body.message}`);
          }
          acked.push(res.body.data as string);
        }
      }),
    );
    while (acked.length < 30 && !stop) await new Promise((r) => setTimeout(r, 20));
    const before = [...acked];
    const dir = path.join(work, 'backup-local');
    const manifest = await backup(envOf(source.url), dir);
    const during = acked.length - before.length;
    const after = acked.length; // the load goes on after the backup too
    while (acked.length < after + BUYERS && !stop) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await load;
    expect(during, 'orders acknowledged while the backup ran').toBeGreaterThan(0);
    expect(manifest.uploads).toEqual({ kind: 'local', dir: 'uploads' });

    const target = await freshTarget('restored-local');
    const restoredUploads = path.join(work, 'restored-uploads');
    await restore(envOf(target.url, { UPLOAD_DIR: restoredUploads }), dir);
    const restored = openDatabase(target.url);
    try {
      const orders = await restored.db.selectFrom('orders').select('out_trade_no').execute();
      const have = new Set(orders.map((o) => o.out_trade_no));
      expect(before.filter((o) => !have.has(o))).toEqual([]);
      const sku = await restored.db
        .selectFrom('goods_sku')
        .select(['stock', 'sale_num'])
        .where('sku_id', '=', g.skuId)
        .executeTakeFirstOrThrow();
      expect(sku.stock + sku.sale_num).toBe(STOCK);
      const lines = await restored.db.selectFrom('order_goods').select('num').where('sku_id', '=', g.skuId).execute();
      expect(lines.reduce((a, l) => a + l.num, 0)).toBe(sku.sale_num);
      expect(
        await balancesAddUp(
          restored,
          buyers.map((b) => b.id),
        ),
      ).toBe(BUYERS);
      const spent = await restored.db
        .selectFrom('member')
        .select((eb) => eb.fn.sum<number>('balance').as('left'))
        .where(
          'member_id',
          'in',
          buyers.map((b) => b.id),
        )
        .executeTakeFirstOrThrow();
      const paidOrders = await restored.db
        .selectFrom('orders')
        .select((eb) => eb.fn.sum<number>('balance_money').as('money'))
        .where(
          'member_id',
          'in',
          buyers.map((b) => b.id),
        )
        .executeTakeFirstOrThrow();
      expect(BUYERS * BALANCE - Number(spent.left)).toBe(Number(paidOrders.money));
      console.log(
        `backup: ${before.length} orders acknowledged before, ${during} during the backup, ${acked.length} in all; restored ${have.size}`,
      );
    } finally {
      await restored.close();
    }
    expect(fs.readFileSync(path.join(restoredUploads, 'chat/202612/backup-proof.png'), 'utf8')).toBe('png bytes');
    // A database that already holds something is refused.
    await expect(restore(envOf(target.url, { UPLOAD_DIR: restoredUploads }), dir)).rejects.toThrow(/not empty|exists/);
  }, 120_000);

  it("copies a bucket's uploads with the bucket's own copy, and restores them into another bucket", async () => {
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(work, 's3'),
      configureBuckets: [
        { name: 'zay-live', configs: [] },
        { name: 'zay-new', configs: [] },
      ],
    });
    const { port } = (await server.run()) as AddressInfo;
    const s3 = (bucket: string) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const settings = (bucket: string) => s3SettingsFrom(envOf(source.url, s3(bucket)))!;
    const live = s3Storage(settings('zay-live'));
    const fresh = s3Storage(settings('zay-new'));
    try {
      await live.put('common/202612/logo.png', Buffer.from('logo'));
      await live.put('chat/202612/a b.jpg', Buffer.from('photo'));
      const first = await backup(envOf(source.url, s3('zay-live')), path.join(work, 'backup-s3-1'));
      expect(first.uploads).toMatchObject({ kind: 's3', bucket: 'zay-live', objects: 2 });
      const prefix = (first.uploads as { prefix: string }).prefix;
      expect(prefix.startsWith(BUCKET_BACKUP_PREFIX)).toBe(true);
      expect((await live.read(`${prefix}chat/202612/a b.jpg`))?.toString()).toBe('photo');
      // A later backup copies the uploads, not the earlier backup.
      const later = new Date(Date.now() + 1000);
      const second = await backup(envOf(source.url, s3('zay-live')), path.join(work, 'backup-s3-2'), later);
      expect(second.uploads).toMatchObject({ objects: 2 });

      const target = await freshTarget('restored-s3');
      await restore(envOf(target.url, s3('zay-new')), path.join(work, 'backup-s3-1'));
      expect((await fresh.read('common/202612/logo.png'))?.toString()).toBe('logo');
      expect((await fresh.read('chat/202612/a b.jpg'))?.toString()).toBe('photo');
    } finally {
      live.close();
      fresh.close();
      await server.close();
    }
  }, 120_000);
});
