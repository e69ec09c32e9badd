// `npm run bench:crash` (after `npm run build:server`): kill -9 the server in the middle of an
// order load, start it again on the same SQLite file, and check that every order acknowledged to
// a client exists and that stock + sold = initial stock for every SKU (../shared/QUALITY.md §3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { checkStock, prepareBuyers, startServer } from './order-setup.mjs';
import { waitForServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-crash-'));
const port = Number(process.env.BENCH_PORT ?? 3340);
const origin = `http://127.0.0.1:${port}`;
const dbFile = path.join(scratch, 'zay.db');
const uploads = path.join(scratch, 'uploads');
const WORKERS = 64;
const KILL_AFTER_MS = Number(process.env.CRASH_AFTER_MS ?? 3000);

/** One buyer after another, as fast as the server answers; records what was acknowledged. */
async function worker(tokens, skuIds, acked, stop, n) {
  let k = n;
  while (!stop.now) {
    k += WORKERS;
    const body = JSON.stringify({
      token: tokens[k % tokens.length],
      sku_id: skuIds[k % skuIds.length],
      num: 1 + (k % 3),
    });
    try {
      const res = await fetch(`${origin}/api/ordercreate/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const env = await res.json();
      if (env.code === 0) acked.push(env.data);
    } catch {
      // The server died under this request: it was never acknowledged.
    }
  }
}

let server = startServer({ root, dbFile, uploads, port });
let exitCode = 1;
try {
  await waitForServer(origin);
  // Little stock on a few SKUs, so some buyers also meet "out of stock" during the load.
  const { tokens, skuIds, initial } = prepareBuyers(dbFile, { members: 500, skus: 8, stock: 4000 });
  const acked = [];
  const stop = { now: false };
  const load = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(tokens, skuIds, acked, stop, n)));
  await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
  server.kill('SIGKILL');
  const killedAt = acked.length;
  await new Promise((r) => server.once('exit', r));
  stop.now = true;
  await load;
  console.log(
    `killed the server (SIGKILL) after ${KILL_AFTER_MS} ms; ${killedAt} orders acknowledged before the kill, ${acked.length} in all`,
  );

  server = startServer({ root, dbFile, uploads, port });
  await waitForServer(origin);
  const db = new Database(dbFile, { readonly: true });
  const findPay = db.prepare(`select count(*) as n from pay where out_trade_no = ?`);
  const findOrders = db.prepare(`select count(*) as n from orders where out_trade_no = ?`);
  const missing = acked.filter((no) => findPay.get(no).n !== 1 || findOrders.get(no).n < 1);
  const total = db.prepare(`select count(*) as n from orders`).get().n;
  db.close();
  const problems = checkStock(dbFile, initial);
  console.log(
    `after restart: ${total} orders in the database, ${acked.length - missing.length}/${acked.length} acknowledged orders found`,
  );
  for (const m of missing.slice(0, 10)) console.log(`  LOST acknowledged order ${m}`);
  for (const p of problems) console.log(`  INVARIANT BROKEN: ${p}`);
  const ok = missing.length === 0 && problems.length === 0 && acked.length > 0;
  console.log(ok ? 'PASS crash-orders: nothing acknowledged was lost; stock + sold = initial' : 'FAIL crash-orders');
  exitCode = ok ? 0 : 1;
} finally {
  server?.kill('SIGTERM');
  fs.rmSync(scratch, { recursive: true, force: true });
  process.exitCode = exitCode;
}
