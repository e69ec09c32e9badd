import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_CLOSE,
  chatImageUploadEndpoint,
  seckillOrderCreateEndpoint,
  setPayPasswordEndpoint,
  withdrawApplyEndpoint,
} from '@zay/contract';
import { WebSocket } from 'ws';
import { openDatabase, type DbHandle } from './db/database';
import { createContext } from './lib/context';
import { credit } from './modules/member/account/ledger.service';
import { addSeckill, addSlot, seckillStock } from './modules/promotion/seckill/seckill-test-kit';
import { addGoods, addPickupShop, pickupAt } from './modules/trade/checkout/order-test-kit';
import { SOCKETS_PER_USER } from './modules/chat/chat-conn';
import { connect, createServicer, eventually, type SocketClient } from './modules/chat/chat-test-kit';
import { bundleNode, emptyDatabase, startNode, stopNodes, type Node } from './test/cluster';
import { seedFixtures } from './test/fixtures';
import { createMember, createMembers } from './test/members';
import { fileForm, pngOf } from './test/uploads';

/**
 * Three Zay processes behind nginx with deploy/nginx.conf (issue 33): one database (PostgreSQL when
 * TEST_DB is postgres), one Redis, one local S3 bucket; every check goes through nginx.
 * Skipped where nginx is not installed (CI installs it: .ci/run).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const work = path.resolve(here, '../data', `nginx-${randomBytes(4).toString('hex')}`);
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const NGINX_PORT = 4400 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${NGINX_PORT}`;

let database: Awaited<ReturnType<typeof emptyDatabase>>;
let db: DbHandle;
let s3: S3rver;
let nginx: ChildProcess | null = null;
let entry = '';
const nodes: Node[] = [];
const sockets: SocketClient[] = [];
const raw: WebSocket[] = [];

/** deploy/nginx.conf with the test's process ports, its own port, and every path under `work`. */
function nginxConf(ports: number[]) {
  const conf = fs.readFileSync(path.resolve(here, '../../../deploy/nginx.conf'), 'utf8');
  const servers = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((k) => `  ${k}_temp_path ${path.join(work, `nginx-${k}`)};`)
    .join('\n');
  const out = conf
    .replace(/^worker_processes .*$/m, 'worker_processes 1;')
    .replace(/( {4}server 127\.0\.0\.1:300\d .*\n)+/, `${servers}\n`)
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${NGINX_PORT};`)
    .replace(/^http \{$/m, `http {\n  access_log off;\n${temp}`);
  if (out.includes(':3001') || !out.includes(`:${NGINX_PORT}`)) throw new Error('deploy/nginx.conf changed shape');
  return out;
}

async function post(url: string, body: object, token?: string) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ lang: 'en-us', ...body }),
  });
  return (await res.json()) as { code: number; data: any; message?: string };
}

beforeAll(async () => {
  if (!NGINX) return;
  fs.mkdirSync(work, { recursive: true });
  fs.chmodSync(work, 0o755);
  database = await emptyDatabase(work);
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'zay-cluster', configs: [] }],
  });
  const { port: s3Port } = (await s3.run()) as AddressInfo;
  entry = await bundleNode();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `zay-test:${randomBytes(6).toString('hex')}`,
    CHAT_REDIS_PREFIX: `zay-test:${randomBytes(6).toString('hex')}`,
    SEED_DEMO: 'false',
    WALLET_PROVIDER: 'none',
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '0',
    S3_BUCKET: 'zay-cluster',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  for (let i = 0; i < 3; i++) nodes.push(startNode(entry, { ...env, UPLOAD_DIR: path.join(work, `uploads-${i}`) }));
  const ports = await Promise.all(nodes.map((n) => n.ready));
  const confFile = path.join(work, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConf(ports));
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  const globals = `daemon off; pid ${path.join(work, 'nginx.pid')}; error_log ${path.join(work, 'nginx-error.log')};${user}`;
  nginx = spawn(NGINX, ['-p', work, '-c', confFile, '-g', globals], { stdio: 'inherit' });
  await eventually(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status === 200, 10_000);
  db = openDatabase(database.url);
}, 120_000);

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  for (const ws of raw) ws.terminate();
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGQUIT');
    await new Promise((r) => nginx!.once('exit', r));
  }
  await stopNodes(nodes);
  await db?.close();
  await database?.drop();
  await s3?.close();
  if (entry) fs.rmSync(entry, { force: true });
  fs.rmSync(work, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!NGINX)('three processes behind nginx', () => {
  it(`count a member's chat sockets once: ${SOCKETS_PER_USER} open across the processes, more are closed`, async () => {
    const cara = await createMember(db, 'nginx-cara');
    /** 'open' once the server's init arrives, else the code it closed the socket with. */
    const open = () =>
      new Promise<'open' | number>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${NGINX_PORT}/ws/chat`, {
          headers: { authorization: `Bearer ${cara.token}` },
        });
        raw.push(ws);
        ws.once('message', () => resolve('open'));
        ws.once('close', (code) => resolve(code));
        ws.on('error', () => undefined);
      });
    // One after another, so round robin spreads them over the three processes.
    const outcomes: ('open' | number)[] = [];
    for (let i = 0; i < SOCKETS_PER_USER + 3; i++) outcomes.push(await open());
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(SOCKETS_PER_USER);
    expect(outcomes.filter((o) => o === CHAT_CLOSE.tooManySockets)).toHaveLength(3);
    for (const ws of raw.splice(0)) ws.terminate();
  });

  it('race money and stock across the processes: withdrawals only as far as the balance, a flash sale only as far as its stock', async () => {
    // Ten withdrawals of 1,000 Ks at once against 7,500 Ks, spread over the three processes.
    const saver = await createMember(db, 'nginx-saver');
    await credit(createContext(db.db, Date.now), saver.id, 'balance_money', 7500_00, { type: 'adjust' });
    expect((await post(setPayPasswordEndpoint.path, { pay_password: '246810' }, saver.token)).code).toBe(0);
    const apply = {
      apply_money: 1000,
      transfer_type: 'kbzpay',
      realname: 'Aung Aung',
      mobile: '09781234567',
      account_number: '09781234567',
      pay_password: '246810',
    };
    const withdrawals = await Promise.all(
      Array.from({ length: 10 }, () => post(withdrawApplyEndpoint.path, apply, saver.token)),
    );
    expect(withdrawals.filter((w) => w.code === 0)).toHaveLength(7);
    const left = await db.db
      .selectFrom('member')
      .select('balance_money')
      .where('member_id', '=', saver.id)
      .executeTakeFirstOrThrow();
    expect(left.balance_money).toBe(500_00);
    const applied = await db.db
      .selectFrom('member_withdraw')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', saver.id)
      .executeTakeFirstOrThrow();
    expect(Number(applied.n)).toBe(7);

    // Forty buyers at once against a flash sale of stock 10.
    const shop = await addPickupShop(db.db, 'Nginx Flash');
    const goods = await addGoods(db.db, shop, { price: 8_000_00, stock: 50 });
    const slot = await addSlot(db.db, 'All day', 0, 24);
    const seckill = await addSeckill(db.db, { siteId: shop, ...goods, slots: [slot], price: 5_000_00, stock: 10 });
    const buyers = await createMembers(db, 40, 'nginx-flash');
    const orders = await Promise.all(
      buyers.map((b) =>
        post(seckillOrderCreateEndpoint.path, { seckill_id: seckill, num: 1, delivery: pickupAt(shop) }, b.token),
      ),
    );
    expect(orders.filter((o) => o.code === 0)).toHaveLength(10);
    expect(await seckillStock(db.db, seckill)).toEqual({ stock: 0, sale_num: 10 });
  }, 120_000);

  it('serve sessions, uploads and chat through the balancer, and survive one killed', async () => {
    const shop = (await seedFixtures(db)).open1;
    const alice = await createMember(db, 'nginx-alice');
    const sv = await createServicer(db, shop, 'nginx-sv', 'Nilar');

    // Every process is ready; a session made by none of them is honoured by each (round robin).
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/readyz`)).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await post('/api/member/info', {}, alice.token)).code).toBe(0);
    expect((await fetch(`${base}/metrics`)).status).toBe(404);

    // An upload through one process is served by every one (the bucket) and accepted by `say`.
    const { payload, headers } = fileForm(await pngOf('#3a6'));
    const up = await fetch(base + chatImageUploadEndpoint.path, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${alice.token}` },
      body: payload,
    });
    const pic = ((await up.json()) as { data: { pic_path: string } }).data.pic_path;
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/${pic}`)).status).toBe(200);

    // Chat through nginx's WebSocket upgrade.
    const wsBase = `ws://127.0.0.1:${NGINX_PORT}`;
    let servicer = await connect(wsBase, { token: sv.token, role: 'servicer' });
    let buyer = await connect(wsBase, { token: alice.token });
    sockets.push(servicer, buyer);
    await eventually(
      async () => (await post('/servicer/api/chat/hasServicers', { site_id: shop })).data.online_count === 1,
    );
    const bind = async () =>
      expect(
        (await post('/servicer/api/chat/bind', { client_id: buyer.clientId, site_id: shop }, alice.token)).code,
      ).toBe(0);
    await bind();
    const say = (message: string, content_type = 0) =>
      post('/servicer/api/chat/say', { site_id: shop, content_type, message }, alice.token);
    const image = await say(pic, 3);
    expect(image.code).toBe(0);
    expect((await servicer.next('image', (m) => m.data.id === image.data.id)).data.id).toBe(image.data.id);

    // One process dies: requests go to the others; sockets it held reconnect through nginx.
    nodes[0]!.proc.kill('SIGKILL');
    await nodes[0]!.exited;
    // Whichever sockets it held are gone; both clients open new ones through nginx (a refused
    // connection is passed to the next process) and the buyer binds again.
    await Promise.all([servicer.close(), buyer.close()]);
    servicer = await connect(wsBase, { token: sv.token, role: 'servicer' });
    buyer = await connect(wsBase, { token: alice.token });
    sockets.push(servicer, buyer);
    await bind();
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => say(`after the kill ${i}`)));
    expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0, 0, 0]);
    for (const r of results) {
      expect((await servicer.next('string', (m) => m.data.id === r.data.id, 10_000)).data.id).toBe(r.data.id);
    }
    for (let i = 0; i < 4; i++) expect((await post('/api/member/info', {}, alice.token)).code).toBe(0);
  }, 120_000);
});
