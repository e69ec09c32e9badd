import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { seedFixtures } from '../../test/fixtures';
import { createMember } from '../../test/members';
import { connect, createServicer, eventually, type SocketClient } from './chat-test-kit';

/**
 * Two real server processes on one database (a SQLite file, or a fresh PostgreSQL database when
 * TEST_DB is postgres) and one Redis: a buyer on one, a servicer on the other, chatting; then one
 * killed with -9 under its servicer (ADR 110). Each test has its own Redis key prefix.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../../..');
const work = path.join(serverRoot, 'data', `chat-cluster-${randomBytes(4).toString('hex')}`);
const pgServer = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const pgName = `zay_cluster_${randomBytes(5).toString('hex')}`;
function databaseUrl(): string {
  if (!pgServer) return `sqlite:${path.join(work, 'zay.db')}`;
  const url = new URL(pgServer);
  url.pathname = `/${pgName}`;
  return url.toString();
}
async function admin(sql: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: pgServer });
  await c.connect();
  const { rows } = await c.query(sql, params);
  await c.end();
  return rows as { n: number }[];
}

/** The pool's last connections may still be closing; FORCE would cut one mid-close (an uncaught pg error). */
async function untilNoSessions() {
  for (let i = 0; i < 50; i++) {
    const [row] = await admin('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [pgName]);
    if (!row?.n) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
const newPrefix = () => `zay-test:${randomBytes(6).toString('hex')}`;

let db: DbHandle;
let shop: number;
let entry: string;
const procs: ChildProcess[] = [];
const open: SocketClient[] = [];

async function bundle(): Promise<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { dependencies: object };
  const deps = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@zay/'));
  const outfile = path.join(work, 'node.mjs');
  await build({
    entryPoints: [path.join(here, 'chat-cluster.node.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: deps.flatMap((d) => [d, `${d}/*`]),
    logLevel: 'error',
  });
  return outfile;
}

function startProcess(prefix: string): Promise<{ proc: ChildProcess; http: string; ws: string }> {
  const proc = spawn(process.execPath, [entry], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      PORT: '0',
      DATABASE_URL: databaseUrl(),
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      CHAT_REDIS_PREFIX: prefix,
      WALLET_SANDBOX_SECRET: 'chat-cluster-test-wallet-secret',
      UPLOAD_DIR: path.join(work, 'uploads'),
      RATE_LIMIT_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  procs.push(proc);
  return new Promise((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    proc.stdout!.once('data', (chunk: Buffer) => {
      const { port } = JSON.parse(chunk.toString().split('\n')[0]!) as { port: number };
      resolve({ proc, http: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}` });
    });
  });
}

async function post(base: string, url: string, body: object) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lang: 'en-us', ...body }),
  });
  return (await res.json()) as { code: number; data: any; error_code?: string };
}

beforeAll(async () => {
  fs.mkdirSync(work, { recursive: true });
  if (pgServer) await admin(`CREATE DATABASE ${pgName}`);
  db = openDatabase(databaseUrl());
  await migrateToLatest(db);
  shop = (await seedFixtures(db)).open1;
  entry = await bundle();
}, 60_000);
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  const running = procs.filter((p) => p.exitCode === null && p.signalCode === null);
  for (const p of running) p.kill('SIGTERM');
  await Promise.all(running.map((p) => new Promise((r) => p.once('exit', r))));
  await db.close();
  if (pgServer) {
    await untilNoSessions();
    await admin(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
  }
  fs.rmSync(work, { recursive: true, force: true });
});

describe('chat across two server processes', () => {
  it('a buyer on one process and a servicer on the other chat live; stopping one is noticed', async () => {
    const alice = await createMember(db, 'alice');
    const sv = await createServicer(db, shop, 'sv-x', 'Su Su');
    const prefix = newPrefix();
    const [one, two] = await Promise.all([startProcess(prefix), startProcess(prefix)]);

    const servicer = await connect(two.ws, { token: sv.token, role: 'servicer' });
    const buyer = await connect(one.ws, { token: alice.token });
    open.push(servicer, buyer);
    await eventually(
      async () => (await post(one.http, '/servicer/api/chat/hasServicers', { site_id: shop })).data.online_count === 1,
    );
    const bound = await post(two.http, '/servicer/api/chat/bind', {
      client_id: buyer.clientId,
      site_id: shop,
      token: alice.token,
    });
    expect(bound).toMatchObject({ code: 0, data: { servicer_id: sv.id } });

    const said = await post(one.http, '/servicer/api/chat/say', {
      site_id: shop,
      content_type: 0,
      message: 'from process one',
      token: alice.token,
    });
    expect((await servicer.next('string')).data).toMatchObject({ id: said.data.id, consumer_say: 'from process one' });
    const reply = await post(two.http, '/servicer/api/workbench/say', {
      member_id: alice.id,
      content_type: 0,
      message: 'from process two',
      token: sv.token,
    });
    expect((await buyer.next('string')).data).toMatchObject({ id: reply.data.id, servicer_say: 'from process two' });

    // Process two stops: the servicer's socket goes with it and the buyer hears "not online".
    two.proc.kill('SIGTERM');
    expect(await servicer.closed).toBe(1001);
    expect((await buyer.next('connect', (c) => c.data.servicer_id === 0, 5000)).data.site_id).toBe(shop);
    expect((await post(one.http, '/servicer/api/chat/hasServicers', { site_id: shop })).data.online_count).toBe(0);
  }, 60_000);

  it('kill -9 under a servicer: offline within 5 s; what no live socket took is pushed on reconnect, then marked delivered', async () => {
    const bea = await createMember(db, 'bea');
    const sv = await createServicer(db, shop, 'sv-k', 'Khin');
    const prefix = newPrefix();
    const [one, two] = await Promise.all([startProcess(prefix), startProcess(prefix)]);
    const online = async () =>
      (await post(one.http, '/servicer/api/chat/hasServicers', { site_id: shop })).data.online_count as number;

    const doomed = await connect(two.ws, { token: sv.token, role: 'servicer' });
    let buyer = await connect(one.ws, { token: bea.token });
    open.push(doomed, buyer);
    await eventually(async () => (await online()) === 1);
    const bind = (clientId: string) =>
      post(one.http, '/servicer/api/chat/bind', { client_id: clientId, site_id: shop, token: bea.token });
    expect(await bind(buyer.clientId)).toMatchObject({ code: 0, data: { servicer_id: sv.id } });
    const say = async (message: string) =>
      (await post(one.http, '/servicer/api/chat/say', { site_id: shop, content_type: 0, message, token: bea.token }))
        .data.id as number;
    const delivered = async (ids: number[]) =>
      (await db.db.selectFrom('chat_message').select('delivered').where('id', 'in', ids).orderBy('id').execute()).map(
        (r) => r.delivered,
      );

    // The process holding the servicer's socket dies without a word.
    two.proc.kill('SIGKILL');
    const killedAt = Date.now();
    // Sent before the others notice: routed to the dead servicer, taken by no socket.
    const early = await say('are you there?');
    await eventually(async () => (await online()) === 0, 5000);
    const offlineMs = Date.now() - killedAt;
    console.log(`chat-cluster: kill -9 to servicer offline: ${offlineMs} ms`);
    expect(offlineMs).toBeLessThan(5000);
    expect((await buyer.next('connect', (c) => c.data.servicer_id === 0, 2000)).data.site_id).toBe(shop);
    const late = await say('hello?');
    expect(await delivered([early, late])).toEqual([0, 0]);

    // The servicer comes back on the surviving process: both are pushed, then marked delivered.
    const back = await connect(one.ws, { token: sv.token, role: 'servicer' });
    open.push(back);
    expect((await back.next('string', (m) => m.data.id === early)).data.consumer_say).toBe('are you there?');
    expect((await back.next('string', (m) => m.data.id === late)).data.consumer_say).toBe('hello?');
    await eventually(async () => (await delivered([early, late])).join() === '1,1');

    // A reply while the buyer has no socket waits; their next bind pushes it and marks it delivered.
    await buyer.close();
    const reply = await post(one.http, '/servicer/api/workbench/say', {
      member_id: bea.id,
      content_type: 0,
      message: 'sorry, back now',
      token: sv.token,
    });
    expect(await delivered([reply.data.id])).toEqual([0]);
    buyer = await connect(one.ws, { token: bea.token });
    open.push(buyer);
    expect((await bind(buyer.clientId)).code).toBe(0);
    expect((await buyer.next('string', (m) => m.data.id === reply.data.id)).data.servicer_say).toBe('sorry, back now');
    await eventually(async () => (await delivered([reply.data.id])).join() === '1');
  }, 60_000);
});
