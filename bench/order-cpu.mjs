// `npm run order-cpu -w bench` (after `npm run build:server`): the server's CPU milliseconds per
// order (issue 34; goal ≤ 1.5 ms on SQLite). The order is the usual one: two lines from the cart of
// one shop, with a store coupon, delivered by express, created over HTTP at BENCH_CONNECTIONS (20).
// Runs on a scratch SQLite file, and again on PostgreSQL when BENCH_PG names a server
// (postgres://postgres@127.0.0.1:5432/postgres: a fresh database is made there and dropped after).
// BUYERS members each get ROUNDS pairs of cart lines and ROUNDS coupons, straight in the database;
// the first round warms the server up, the others are measured: CPU of the server process (user +
// system, /proc) over the orders made, beside the rate and latency and the load average.
// `--cpu-prof` also profiles the server and prints where the measured orders' time goes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDb, addBuyers } from './bench-db.mjs';
import { summariseProfile } from './profile.mjs';
import { startServer } from './order-setup.mjs';
import { processCpuMs, root, waitForServer } from './server.mjs';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3340);
const prof = process.argv.includes('--cpu-prof');
const origin = `http://127.0.0.1:${port}`;

const run = (opts) => new Promise((resolve, reject) => autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))));
const count = async (db, sql) => Number((await db.all(sql))[0].n);

/**
 * One shop that ships by express with 2 × ROUNDS SKUs on sale (stock plenty), a store coupon type
 * of 500 Ks off, and per buyer ROUNDS coupons and ROUNDS pairs of cart lines: answers, per round
 * and buyer, the request body of that order.
 */
async function prepare(db) {
  const now = Math.floor(Date.now() / 1000);
  const lines = 2 * ROUNDS;
  const [shop] = await db.all(
    `select g.site_id from goods_sku s join goods g on g.goods_id = s.goods_id join shop sh on sh.site_id = g.site_id
       join shop_delivery d on d.site_id = g.site_id
      where g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and sh.shop_status = 1
        and d.express_enabled = 1 and g.is_virtual = 0 and g.min_buy <= 1 and g.max_buy = 0
      group by g.site_id having count(*) >= ? order by g.site_id limit 1`,
    lines,
  );
  if (!shop) throw new Error(`no shop ships ${lines} SKUs by express`);
  const skus = await db.all(
    `select s.sku_id, s.goods_id from goods_sku s join goods g on g.goods_id = s.goods_id
      where g.site_id = ? and g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and g.is_virtual = 0
        and g.min_buy <= 1 and g.max_buy = 0
      order by s.sku_id limit ?`,
    shop.site_id,
    lines,
  );
  for (const s of skus) await db.all(`update goods_sku set stock = 10000000 where sku_id = ?`, s.sku_id);
  await db.all(`update goods set goods_stock = 10000000 where goods_id in (${skus.map((s) => s.goods_id).join(',')})`);
  const coupon = {
    coupon_name: 'bench 500 Ks off',
    type: 'reward',
    money: 500 * 100,
    discount_rate: 0,
    discount_limit: 0,
    at_least: 0,
  };
  const [type] = await db.all(
    `insert into coupon_type (site_id, coupon_name, type, money, discount_rate, discount_limit, at_least, validity_type,
       start_time, end_time, fixed_term, count, lead_count, max_fetch, status, create_time)
     values (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 0, ?, ?, ?, 1, ?) returning coupon_type_id`,
    shop.site_id,
    ...Object.values(coupon),
    now - 86_400,
    now + 86_400,
    BUYERS * ROUNDS,
    BUYERS * ROUNDS,
    ROUNDS,
    now,
  );
  const buyers = await addBuyers(db, BUYERS, 'orders');
  const rounds = Array.from({ length: ROUNDS }, () => []);
  for (const { memberId, token } of buyers)
    for (let r = 0; r < ROUNDS; r++) {
      const [{ coupon_id }] = await db.all(
        `insert into coupon (coupon_type_id, site_id, member_id, coupon_name, type, money, discount_rate, discount_limit,
           at_least, state, start_time, end_time, fetch_time, use_time, use_order_id, coupon_code, get_type)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, 0, 0, ?, 2) returning coupon_id`,
        type.coupon_type_id,
        shop.site_id,
        memberId,
        ...Object.values(coupon),
        now - 86_400,
        now + 86_400,
        now,
        `BENCH${memberId}R${r}`,
      );
      const cartIds = [];
      for (const s of skus.slice(2 * r, 2 * r + 2))
        cartIds.push(
          (
            await db.all(
              `insert into cart (member_id, site_id, goods_id, sku_id, num, create_time, update_time)
               values (?, ?, ?, ?, 1, ?, ?) returning cart_id`,
              memberId,
              shop.site_id,
              s.goods_id,
              s.sku_id,
              now,
              now,
            )
          )[0].cart_id,
        );
      rounds[r].push(
        JSON.stringify({
          token,
          cart_ids: cartIds.join(','),
          coupon: JSON.stringify({ [shop.site_id]: { coupon_id } }),
        }),
      );
    }
  return rounds;
}

/** Every body of `bodies` sent once, `connections` at a time. */
function orders(bodies) {
  let i = 0;
  return run({
    url: `${origin}/api/ordercreate/create`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections,
    amount: bodies.length,
    requests: [{ setupRequest: (req) => ({ ...req, body: bodies[i++] }) }],
  });
}

async function measure(name, databaseUrl, scratch) {
  const profDir = path.join(scratch, `prof-${name}`);
  const server = startServer({
    root,
    dbFile: path.join(scratch, 'zay.db'),
    uploads: path.join(scratch, 'uploads'),
    port,
    env: { DATABASE_URL: databaseUrl },
    execArgv: prof ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
  });
  const window = {};
  let passed = false;
  try {
    await waitForServer(origin, server);
    const db = await openDb(databaseUrl);
    const rounds = await prepare(db);
    await orders(rounds[0]);
    const measured = rounds.slice(1).flat();
    const before = { orders: await count(db, `select count(*) as n from orders`), cpu: processCpuMs(server.pid) };
    const load = os.loadavg();
    window.from = process.hrtime.bigint() / 1000n;
    const r = await orders(measured);
    window.to = process.hrtime.bigint() / 1000n;
    const cpu = processCpuMs(server.pid) - before.cpu;
    const made = (await count(db, `select count(*) as n from orders`)) - before.orders;
    const used = await count(db, `select count(*) as n from coupon where coupon_code like 'BENCH%' and state = 2`);
    const twoLines = await count(
      db,
      `select count(*) as n from (select order_id from order_goods group by order_id having count(*) = 2) t`,
    );
    await db.close();
    const failed = r.non2xx + r.errors + r.timeouts + (measured.length - made);
    console.log(
      `${name.padEnd(10)} ${(cpu / made).toFixed(2)} ms CPU/order (goal ≤ 1.5 on SQLite)  ${made} orders, ${Math.round(r.requests.average)}/s  ` +
        `p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  failed ${failed}  coupons used ${used}, two-line orders ${twoLines}  ` +
        `load ${load.map((x) => x.toFixed(2)).join(' ')} → ${os
          .loadavg()
          .map((x) => x.toFixed(2))
          .join(' ')}`,
    );
    passed = failed === 0;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  if (prof) summariseProfile(profDir, [window]);
  return passed;
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-order-cpu-'));
let ok = true;
console.log(
  `${os.cpus().length} cores; ${BUYERS} buyers, ${ROUNDS - 1} measured orders each, ${connections} connections`,
);
try {
  ok = (await measure('SQLite', `sqlite:${path.join(scratch, 'zay.db')}`, scratch)) && ok;
  if (process.env.BENCH_PG) {
    const name = `zay_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.BENCH_PG });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.BENCH_PG);
    url.pathname = `/${name}`;
    try {
      ok = (await measure('PostgreSQL', url.toString(), scratch)) && ok;
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
