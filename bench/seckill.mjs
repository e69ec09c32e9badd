// `npm run bench:seckill` (builds the server first): a flash sale over HTTP. One server process on
// a scratch SQLite file (or DATABASE_URL, an empty PostgreSQL database, seeded by the server);
// 1,000 buyers with sessions and an address, prepared straight in the database, rush a seckill of
// stock 100 at once (`/seckill/api/ordercreate/create`), then keep trying for BENCH_SECONDS after
// it sold out (answered from the in-process sold-out mark). Exactly 100 orders must exist, the
// seckill's stock + sold must be 100 and the SKU's stock + sold unchanged.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addBuyers, openDb } from './bench-db.mjs';
import { startServer } from './order-setup.mjs';
import { processCpuMs, waitForServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-seckill-'));
const port = Number(process.env.BENCH_PORT ?? 3331);
const origin = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${path.join(scratch, 'zay.db')}`;
const BUYERS = Number(process.env.BENCH_BUYERS ?? 1000);
const STOCK = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * Buyers with tokens and an address, one all-day slot and a seckill of STOCK on a SKU with
 * plenty — and another such seckill on a second SKU to warm the server up on.
 */
async function prepare(db) {
  const now = Math.floor(Date.now() / 1000);
  const [sku, warmSku] = await db.all(
    `select s.sku_id, s.goods_id, g.site_id, s.stock, s.sale_num from goods_sku s
       join goods g on g.goods_id = s.goods_id join shop sh on sh.site_id = g.site_id
       join shop_delivery d on d.site_id = g.site_id
      where g.goods_state = 1 and g.verify_state = 1 and g.is_delete = 0 and sh.shop_status = 1
        and d.express_enabled = 1 and g.is_virtual = 0 and g.min_buy <= 1 and s.stock >= ?
      order by s.sku_id limit 2`,
    STOCK,
  );
  const [slot] = await db.all(
    `insert into seckill_time (name, seckill_start_time, seckill_end_time) values ('bench', 0, 86400) returning id`,
  );
  const addSeckill = async (k) =>
    (
      await db.all(
        `insert into seckill (site_id, seckill_name, goods_id, sku_id, seckill_time_id, seckill_price, stock, status, start_time, end_time)
         values (?, 'bench', ?, ?, ?, 100, ?, 1, ?, ?) returning id`,
        k.site_id,
        k.goods_id,
        k.sku_id,
        `,${slot.id},`,
        STOCK,
        now - 86_400,
        now + 86_400,
      )
    )[0];
  const seckill = await addSeckill(sku);
  const warm = await addSeckill(warmSku);
  const tokens = (await addBuyers(db, BUYERS, 'seckill')).map((b) => b.token);
  return { tokens, seckillId: seckill.id, sku, warmId: warm.id };
}

// The buyers share keep-alive connections, at most BENCH_SOCKETS at once (undici's fetch opened one
// per buyer and cost this client more CPU per attempt than the server spent answering it). A
// buyer's time counts from its call (waiting for a free connection included); its time on the
// wire from when its request got a connection.
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 100);
const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS });

/** One buyer's attempt: its latency and time on the wire (ms), and whether it ordered. */
function attempt(token, seckillId) {
  const start = performance.now();
  const body = JSON.stringify({ seckill_id: seckillId, num: 1 });
  return new Promise((resolve, reject) => {
    let sent = start;
    const req = http.request(
      `${origin}/seckill/api/ordercreate/create`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          const end = performance.now();
          resolve({ ms: end - start, wire: end - sent, ok: json.code === 0, error: json.error_code ?? '' });
        });
      },
    );
    req.on('socket', () => (sent = performance.now()));
    req.on('error', reject);
    req.end(body);
  });
}

const p = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1);
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const server = startServer({
  root,
  dbFile: path.join(scratch, 'zay.db'),
  uploads: path.join(scratch, 'uploads'),
  port,
  env: { DATABASE_URL: databaseUrl, ADDONS: 'seckill' },
  execArgv: process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [],
});
const serverCpuMs = () => processCpuMs(server.pid);
const clientCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
let failed = false;
try {
  await waitForServer(origin, server);
  const db = await openDb(databaseUrl);
  const { tokens, seckillId, sku, warmId } = await prepare(db);
  // A server at a flash sale has been serving for a while: WARMUP attempts (50 at a time) on the
  // other seckill first, so that the rush does not measure V8 compiling the order path.
  const warmup = Number(process.env.BENCH_WARMUP ?? 300);
  for (let i = 0; i < warmup; i += 50)
    await Promise.all(tokens.slice(i % BUYERS, (i % BUYERS) + 50).map((t) => attempt(t, warmId)));
  const loadBefore = load();

  // The rush: every buyer at once.
  const cpu0 = [serverCpuMs(), clientCpuMs()];
  const t0 = performance.now();
  const rush = await Promise.all(tokens.map((t) => attempt(t, seckillId)));
  const rushSeconds = (performance.now() - t0) / 1000;
  const cpu1 = [serverCpuMs(), clientCpuMs()];
  const rushMs = rush.map((r) => r.ms).sort((a, b) => a - b);
  const rushWire = rush.map((r) => r.wire).sort((a, b) => a - b);
  const others = [...new Set(rush.filter((r) => !r.ok).map((r) => r.error))];

  // After the sell-out: every buyer keeps trying (one request in flight each) for `seconds`.
  const after = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    tokens.map(async (t) => {
      while (performance.now() < until) after.push(await attempt(t, seckillId));
    }),
  );
  const cpu2 = [serverCpuMs(), clientCpuMs()];
  const afterMs = after.map((r) => r.ms).sort((a, b) => a - b);
  const afterWire = after.map((r) => r.wire).sort((a, b) => a - b);
  /** CPU ms per attempt of the server and of this client between two readings. */
  const cpuPer = (a, b, n) =>
    `CPU/attempt server ${((b[0] - a[0]) / n).toFixed(3)} ms, client ${((b[1] - a[1]) / n).toFixed(3)} ms`;

  const [orders] = await db.all(
    `select count(*) as n, coalesce(sum(og.num), 0) as units from order_goods og where og.sku_id = ?`,
    sku.sku_id,
  );
  const [k] = await db.all(`select stock, sale_num from seckill where id = ?`, seckillId);
  const [s] = await db.all(`select stock, sale_num from goods_sku where sku_id = ?`, sku.sku_id);
  await db.close();
  const problems = [];
  const sold = rush.filter((r) => r.ok).length + after.filter((r) => r.ok).length;
  if (sold !== STOCK) problems.push(`${sold} orders answered, not ${STOCK}`);
  if (Number(orders.n) !== STOCK || Number(orders.units) !== STOCK) problems.push(`${orders.n} orders in the database`);
  if (Number(k.stock) !== 0 || Number(k.sale_num) !== STOCK)
    problems.push(`seckill stock ${k.stock} sold ${k.sale_num}`);
  if (
    Number(s.stock) + Number(s.sale_num) !== Number(sku.stock) + Number(sku.sale_num) ||
    Number(s.sale_num) - Number(sku.sale_num) !== STOCK
  )
    problems.push(`SKU stock ${s.stock} sold ${s.sale_num} (was ${sku.stock} / ${sku.sale_num})`);
  if (others.some((e) => e !== 'OUT_OF_STOCK')) problems.push(`refusals other than OUT_OF_STOCK: ${others.join(', ')}`);
  failed = problems.length > 0;
  const db0 = databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL';
  console.log(
    `${failed ? 'FAIL' : 'PASS'} seckill on ${db0}, one process: ${BUYERS} buyers, stock ${STOCK} → ${Number(orders.n)} orders`,
  );
  console.log(
    `     rush     ${BUYERS} attempts in ${rushSeconds.toFixed(2)} s = ${Math.round(BUYERS / rushSeconds)} attempts/s answered  p50 ${p(rushMs, 0.5)} ms  p99 ${p(rushMs, 0.99)} ms (on the wire p50 ${p(rushWire, 0.5)} p99 ${p(rushWire, 0.99)} ms)  ${cpuPer(cpu0, cpu1, BUYERS)}`,
  );
  console.log(
    `     sold out ${after.length} attempts in ${seconds} s = ${Math.round(after.length / seconds)} attempts/s answered  p50 ${p(afterMs, 0.5)} ms  p99 ${p(afterMs, 0.99)} ms (on the wire p50 ${p(afterWire, 0.5)} p99 ${p(afterWire, 0.99)} ms)  ${cpuPer(cpu1, cpu2, after.length)}`,
  );
  console.log(`     ${SOCKETS} keep-alive connections`);
  console.log(`     load average before ${loadBefore}, after ${load()}`);
  for (const problem of problems) console.log(`  INVARIANT BROKEN: ${problem}`);
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
