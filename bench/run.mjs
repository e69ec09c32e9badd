// `npm run bench`: seeds the large catalogue (10,000 goods) into a scratch database, starts the
// built server on it and load-tests each target with autocannon. Budgets: ../shared/QUALITY.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { TARGETS } from './targets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-bench-'));
const port = Number(process.env.BENCH_PORT ?? 3310);
const origin = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(scratch, 'zay.db')}`,
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    SEED_SIZE: 'large',
    RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
  },
});

async function waitForServer(ms = 300_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${origin}/api/website/info`, { method: 'POST' });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measure(t) {
  const opts = {
    url: `${origin}${t.path}`,
    method: t.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(t.headers ?? {}) },
    body: t.body ? JSON.stringify(t.body) : undefined,
    connections: t.connections,
  };
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

try {
  await waitForServer();
  const results = [];
  for (const t of TARGETS.filter((t) => only.length === 0 || only.includes(t.name))) {
    const r = await measure(t);
    results.push(r);
    const ok = r.rps >= r.budget.rps && r.p99 <= r.budget.p99 && r.failed === 0;
    console.log(
      `${ok ? 'PASS' : 'MISS'} ${r.name.padEnd(22)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  failed ${r.failed}  (budget ≥ ${r.budget.rps} req/s, p99 ≤ ${r.budget.p99} ms)`,
    );
  }
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const file = path.join(root, 'bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, results }, null, 2));
  console.log(`results → ${path.relative(root, file)}`);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(scratch, { recursive: true, force: true });
}
