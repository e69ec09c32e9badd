// `npm run bench`: seeds the large catalogue (10,000 goods) into a scratch database, starts the
// built server on it and load-tests each target with autocannon. Budgets: ../shared/QUALITY.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitForServer } from './server.mjs';
import { targets } from './targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-bench-'));
const port = Number(process.env.BENCH_PORT ?? 3310);
const origin = `http://127.0.0.1:${port}`;
const baselinePort = port + 10;
const dbFile = path.join(scratch, 'zay.db');

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${dbFile}`,
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    SEED_SIZE: 'large',
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
  },
});

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measure(t) {
  const opts = {
    url: `${t.server === 'baseline' ? `http://127.0.0.1:${baselinePort}` : origin}${t.path}`,
    method: t.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(t.headers ?? {}) },
    body: t.body ? JSON.stringify(t.body) : undefined,
    connections: t.connections,
  };
  if (t.unique) {
    let n = 0;
    opts.requests = [{ setupRequest: (req) => ({ ...req, path: `${t.path}?bench=${++n}` }) }];
  }
  await run({ ...opts, duration: 3 });
  const r = await run({ ...opts, duration: t.duration ?? 15 });
  const failed = r.non2xx + r.errors + r.timeouts;
  return {
    name: t.name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed,
    budget: t.budget,
  };
}

// The machine is shared: the load before and after says how much of it the figures had.
const loadBefore = os.loadavg().map((l) => Math.round(l * 100) / 100);
console.log(`load average before the run: ${loadBefore.join(' ')} on ${os.cpus().length} cores`);

let baseline;
try {
  await waitForServer(origin);
  baseline = spawn(process.execPath, [path.join(root, 'bench/baseline-goods.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, BASELINE_DB: dbFile, PORT: String(baselinePort) },
  });
  await waitForServer(`http://127.0.0.1:${baselinePort}`);
  const first = await (
    await fetch(`${origin}/api/goodssku/page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page_size":1}',
    })
  ).json();
  const results = [];
  for (const t of targets({ skuId: first.data.list[0].sku_id }).filter(
    (t) => only.length === 0 || only.includes(t.name),
  )) {
    const r = await measure(t);
    const base = t.vs && results.find((x) => x.name === t.vs);
    r.ratio = base ? Math.round((r.rps / base.rps) * 100) / 100 : undefined;
    results.push(r);
    const ok =
      r.rps >= r.budget.rps &&
      r.p99 <= r.budget.p99 &&
      r.failed === 0 &&
      (r.ratio === undefined || r.ratio >= r.budget.ratio);
    const ratio = r.ratio === undefined ? '' : `  ${r.ratio}× of ${t.vs}`;
    console.log(
      `${ok ? 'PASS' : 'MISS'} ${r.name.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  failed ${r.failed}${ratio}  (budget ≥ ${r.budget.rps} req/s, p99 ≤ ${r.budget.p99} ms)`,
    );
  }
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const loadavg = os.loadavg().map((l) => Math.round(l * 100) / 100);
  console.log(`load average after the run: ${loadavg.join(' ')} on ${os.cpus().length} cores`);
  fs.writeFileSync(
    file,
    JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, loadBefore, loadavg, results }, null, 2),
  );
  console.log(`results → ${path.relative(root, file)}`);
} finally {
  baseline?.kill('SIGTERM');
  server.kill('SIGTERM');
  fs.rmSync(scratch, { recursive: true, force: true });
}
