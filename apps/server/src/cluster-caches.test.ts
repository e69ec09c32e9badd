import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaConfigEndpoint, captchaConfigSchema, platformContentSaveEndpoint } from '@zay/contract';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { signalsOf } from './lib/signals';
import { staff } from './modules/trade/fulfilment/fulfilment-test-kit';
import { getConfig, setConfig } from './modules/site/config/config.service';
import { isMarkedSoldOut, markSoldOut } from './modules/promotion/seckill/seckill.service';
import { emptyDatabase } from './test/cluster';
import { ok } from './test/call';
import { seedFixtures } from './test/fixtures';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Caches told across processes (issue 33 §3, ADR 094): two apps — two processes' worth of
 * caches — on one database and one Redis, under a key prefix of their own.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const here = path.dirname(fileURLToPath(import.meta.url));
const work = path.resolve(here, '../data', `caches-${randomBytes(4).toString('hex')}`);
let database: Awaited<ReturnType<typeof emptyDatabase>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  fs.mkdirSync(work, { recursive: true });
  database = await emptyDatabase(work);
  const [one, two] = [openDatabase(database.url), openDatabase(database.url)];
  await migrateToLatest(one);
  const env = {
    REDIS_URL,
    REDIS_PREFIX: `zay-test:${randomBytes(6).toString('hex')}`,
    CHAT_REDIS_PREFIX: `zay-test:${randomBytes(6).toString('hex')}`,
    WALLET_SANDBOX_SECRET: 'cluster-caches-test-wallet-secret',
  };
  a = await createTestApp(env, { handle: one });
  b = await createTestApp(env, { handle: two });
  await seedFixtures(a.db);
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database.drop();
  fs.rmSync(work, { recursive: true, force: true });
}, 60_000);

/** Ms until `check` holds, polling; fails past `ms`. */
async function msUntil(check: () => boolean | Promise<boolean>, ms = 5000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - start;
}

describe('a change on one process clears the caches of the others', () => {
  it('a setting saved through A is served by B within a second, though B had just cached it', async () => {
    const login = async () => ok(await b.call(captchaConfigEndpoint, {})).login;
    await setConfig(a.db.db, 'captcha_config', { login: 1 });
    await msUntil(async () => (await login()) === 1);
    // B now holds login 1 for 3 s (CACHE_MS); the change must reach it sooner.
    await setConfig(a.db.db, 'captcha_config', { login: 0 });
    const ms = await msUntil(async () => (await login()) === 0, 2500);
    expect(ms).toBeLessThan(1000);
  });

  it('platform content saved on A clears B`s cached pages and moves its layout contentVersion', async () => {
    const editor = await staff(a, 0, 'operations', 'content-editor');
    let cleared = 0;
    const listener = () => void cleared++;
    b.app.contentChanged.add(listener);
    const before = signalsOf(b.app.db).version('content');
    try {
      ok(await editor.call(platformContentSaveEndpoint, { kind: 'notice', title: 'Told everywhere', content: '' }));
      const ms = await msUntil(() => cleared === 1, 2500);
      expect(ms).toBeLessThan(1000);
      expect(signalsOf(b.app.db).version('content')).toBe(before + 1);
    } finally {
      b.app.contentChanged.delete(listener);
    }
  });

  it('stock returned on A lifts B`s seckill sold-out mark', async () => {
    const version = signalsOf(b.app.db).version('seckill');
    markSoldOut(b.app.db, 4242, version);
    expect(isMarkedSoldOut(b.app.db, 4242)).toBe(true);
    signalsOf(a.app.db).changed('seckill', '4242');
    const ms = await msUntil(() => !isMarkedSoldOut(b.app.db, 4242), 2500);
    expect(ms).toBeLessThan(1000);
    // A mark from a read that began before the return is not set.
    markSoldOut(b.app.db, 4242, version);
    expect(isMarkedSoldOut(b.app.db, 4242)).toBe(false);
  });
});

describe('a read that began before a change cannot put old data back', () => {
  it('a setting read while a change lands is not kept', async () => {
    const db = b.app.db;
    await setConfig(db, 'captcha_config', { login: 1 });
    const reading = getConfig(db, 'captcha_config', captchaConfigSchema, { login: 1, register: 1, find_password: 1 });
    // The change lands while the read is under way (told, as from another process).
    signalsOf(db).changed('config', 'captcha_config');
    expect((await reading).login).toBe(1);
    // Stored without telling anyone: only a read that was not kept finds it.
    await db
      .updateTable('config')
      .set({ value: JSON.stringify({ login: 0 }) })
      .where('config_key', '=', 'captcha_config')
      .execute();
    const next = await getConfig(db, 'captcha_config', captchaConfigSchema, {
      login: 1,
      register: 1,
      find_password: 1,
    });
    expect(next.login).toBe(0);
  });
});

describe('limits counted once for all processes', () => {
  it('the per-address request budget is shared through Redis', async () => {
    const env = {
      REDIS_URL,
      REDIS_PREFIX: `zay-test:${randomBytes(6).toString('hex')}`,
      CHAT_REDIS_PREFIX: `zay-test:${randomBytes(6).toString('hex')}`,
      WALLET_SANDBOX_SECRET: 'cluster-caches-test-wallet-secret',
      RATE_LIMIT_PER_MINUTE: '4',
    };
    const [one, two] = [openDatabase(database.url), openDatabase(database.url)];
    const x = await createTestApp(env, { handle: one });
    const y = await createTestApp(env, { handle: two });
    try {
      const hit = (t: TestApp) => t.call(captchaConfigEndpoint, {}, { remoteAddress: '203.0.113.7' });
      const statuses = [];
      for (const t of [x, y, x, y, x, y]) statuses.push((await hit(t)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await Promise.all([x.close(), y.close()]);
    }
  });
});
