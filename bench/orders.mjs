// `npm run bench:orders` (after `npm run build:server`): order creation over HTTP on SQLite.
// Many buyers (each with a session and an address) buy one of several SKUs by direct purchase
// (`/api/ordercreate/create`); budget ≥ 500 orders/s (../shared/QUALITY.md). Afterwards every
// SKU's stock + sold must still equal its initial stock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { checkStock, prepareBuyers, startServer } from './order-setup.mjs';
import { waitForServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-orders-'));
const port = Number(process.env.BENCH_PORT ?? 3330);
const origin = `http://127.0.0.1:${port}`;
const dbFile = path.join(scratch, 'zay.db');
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BUDGET = 500;

const run = (opts) => new Promise((resolve, reject) => autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))));

let server = startServer({ root, dbFile, uploads: path.join(scratch, 'uploads'), port });
try {
  await waitForServer(origin);
  const { tokens, skuIds, initial } = prepareBuyers(dbFile, { members: 2000, skus: 20, stock: 10_000_000 });
  let i = 0;
  const opts = {
    url: `${origin}/api/ordercreate/create`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections,
    requests: [
      {
        setupRequest(req) {
          i++;
          req.body = JSON.stringify({ token: tokens[i % tokens.length], sku_id: skuIds[i % skuIds.length], num: 1 });
          return req;
        },
      },
    ],
  };
  // Baseline in the same sitting: the cheapest authenticated call (token lookup + one count).
  let j = 0;
  const base = {
    ...opts,
    url: `${origin}/api/cart/count`,
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ token: tokens[j++ % tokens.length] }) }) }],
  };
  const baseline = await run({ ...base, duration: Math.max(5, Math.round(duration / 2)) });
  await run({ ...opts, duration: 3 });
  const load = os.loadavg();
  const r = await run({ ...opts, duration });
  const loadAfter = os.loadavg();
  const baseRps = Math.round(baseline.requests.average);
  const db = new Database(dbFile, { readonly: true });
  const orders = db.prepare(`select count(*) as n from orders`).get().n;
  db.close();
  const problems = checkStock(dbFile, initial);
  const failed = r.non2xx + r.errors + r.timeouts;
  const rps = Math.round(r.requests.average);
  const ok = rps >= BUDGET && failed === 0 && problems.length === 0;
  console.log(
    `${ok ? 'PASS' : 'MISS'} order-create ${rps} orders/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  failed ${failed}  ` +
      `(budget ≥ ${BUDGET}/s)  orders in db ${orders}  load avg before ${load.map((x) => x.toFixed(2)).join(' ')} after ${loadAfter.map((x) => x.toFixed(2)).join(' ')}`,
  );
  console.log(
    `     baseline /api/cart/count (authenticated) ${baseRps} req/s, p99 ${baseline.latency.p99} ms; orders are ${(rps / baseRps).toFixed(2)}× of it`,
  );
  for (const p of problems) console.log(`  INVARIANT BROKEN: ${p}`);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results', `orders-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const result = {
    name: 'order-create',
    rps,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed,
    orders,
    problems,
    budget: { rps: BUDGET },
  };
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        cpus: os.cpus().length,
        loadavg: { before: load, after: loadAfter },
        results: [result],
      },
      null,
      2,
    ),
  );
  console.log(`results → ${path.relative(root, file)}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  server = null;
  fs.rmSync(scratch, { recursive: true, force: true });
}
