// `npm run bench`: seeds the large catalogue (10,000 goods) into a scratch database, starts the
// built server on it and load-tests each target with autocannon. Budgets: ../shared/QUALITY.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import autocannon from 'autocannon';
import { catalogueSample, memberWithOrders, startServer } from './order-setup.mjs';
import { waitForServer } from './server.mjs';
import { targets } from './targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-bench-'));
const port = Number(process.env.BENCH_PORT ?? 3310);
const origin = `http://127.0.0.1:${port}`;
const baselinePort = port + 10;
const baselinePagePort = port + 11;
const uncachedPort = port + 1;
const uncachedOrigin = `http://127.0.0.1:${uncachedPort}`;
const dbFile = path.join(scratch, 'zay.db');

/** A Zay process on the scratch file: the large catalogue, no rate limits or captchas in the way. */
const startZay = (listenPort, env = {}) =>
  startServer({
    root,
    dbFile,
    uploads: path.join(scratch, 'uploads'),
    port: listenPort,
    env: { SEED_SIZE: 'large', CAPTCHA_ENABLED: 'false', ...env },
  });
const server = startZay(port);
let uncached;

/** Time to first byte, one request at a time: the shell of a streamed page. */
async function measureTtfb(t) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const once = (p) =>
    new Promise((resolve, reject) => {
      const start = process.hrtime.bigint();
      const req = http.get(`${uncachedOrigin}${p}`, { agent, headers: t.headers }, (res) => {
        res.once('data', () => resolve(Number(process.hrtime.bigint() - start) / 1e6));
        res.on('error', reject);
        res.resume();
      });
      req.on('error', reject);
    });
  for (let i = 0; i < 20; i++) await once(t.paths(i + 100_000));
  const times = [];
  for (let i = 0; i < t.requests; i++) times.push(await once(t.paths(i)));
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { name: t.name, p50: at(0.5), p99: at(0.99), failed: 0, budget: t.budget, ttfb: true };
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const ORIGINS = {
  baseline: `http://127.0.0.1:${baselinePort}`,
  baselinePage: `http://127.0.0.1:${baselinePagePort}`,
  uncached: uncachedOrigin,
};

async function measure(t) {
  if (t.kind === 'ttfb') return measureTtfb(t);
  const opts = {
    url: `${ORIGINS[t.server] ?? origin}${t.path ?? t.paths(0)}`,
    method: t.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(t.headers ?? {}) },
    body: t.body ? JSON.stringify(t.body) : undefined,
    connections: t.connections,
  };
  if (t.paths) {
    let n = 0;
    opts.requests = [{ setupRequest: (req) => ({ ...req, path: t.paths(n++) }) }];
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
let baselinePage;
try {
  await waitForServer(origin);
  // A second process on the same file without the page micro-cache: every page is rendered.
  uncached = startZay(uncachedPort, { PAGE_CACHE_MS: '0' });
  await waitForServer(uncachedOrigin, uncached);
  baseline = spawn(process.execPath, [path.join(root, 'bench/baseline-goods.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, BASELINE_DB: dbFile, PORT: String(baselinePort) },
  });
  await waitForServer(`http://127.0.0.1:${baselinePort}`);
  const sample = { ...catalogueSample(dbFile), memberCookie: await memberWithOrders(dbFile, origin) };
  baselinePage = spawn(process.execPath, [path.join(root, 'bench/baseline-page.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      BASELINE_PAGE_URL: `${uncachedOrigin}/sku-${sample.skuIds[0]}`,
      PORT: String(baselinePagePort),
    },
  });
  await waitForServer(ORIGINS.baselinePage);
  const results = [];
  for (const t of targets(sample).filter((t) => only.length === 0 || only.includes(t.name))) {
    const r = await measure(t);
    const base = t.vs && results.find((x) => x.name === t.vs);
    r.ratio = base ? Math.round((r.rps / base.rps) * 100) / 100 : undefined;
    results.push(r);
    if (r.ttfb) {
      const ok = r.p50 <= r.budget.p50;
      console.log(
        `${ok ? 'PASS' : 'MISS'} ${r.name.padEnd(22)} first byte p50 ${r.p50} ms  p99 ${r.p99} ms at 1 connection  (budget p50 ≤ ${r.budget.p50} ms)`,
      );
      continue;
    }
    const ok =
      r.rps >= r.budget.rps &&
      r.p99 <= r.budget.p99 &&
      r.failed === 0 &&
      (r.ratio === undefined || r.budget.ratio === undefined || r.ratio >= r.budget.ratio);
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
  baselinePage?.kill('SIGTERM');
  uncached?.kill('SIGTERM');
  server.kill('SIGTERM');
  fs.rmSync(scratch, { recursive: true, force: true });
}
