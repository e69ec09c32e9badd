// `npm run cpu -w bench [-- --prof] [/sku-N …]` (after `npm run build`): CPU milliseconds the
// server spends per uncached page (all its threads), which a shared machine's load moves far
// less than pages per second (a busy machine still inflates it: compare runs of one sitting).
// Seeds the large catalogue once into $ZAY_CPU_DIR (default a temp dir, kept between runs),
// starts the built server with PAGE_CACHE_MS=0 and asks each page CPU_REQUESTS times (200) one
// after another, reading the process's user + system time from /proc before and after. `--prof`
// also writes a V8 CPU profile and prints, for the measured requests only, self time by package,
// the top self-time and the top inclusive functions (CPU_TOP). CPU_NODE_FLAGS: extra node flags.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { catalogueSample, memberWithOrders, startServer } from './order-setup.mjs';
import { waitForServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const prof = args.includes('--prof');
const only = args.filter((a) => !a.startsWith('--'));
const N = Number(process.env.CPU_REQUESTS ?? 200);
const dir = process.env.ZAY_CPU_DIR ?? path.join(os.tmpdir(), 'zay-cpu');
const dbFile = path.join(dir, 'zay.db');
const port = Number(process.env.BENCH_PORT ?? 3350);
const origin = `http://127.0.0.1:${port}`;
fs.mkdirSync(dir, { recursive: true });
const profDir = path.join(dir, 'prof');
if (prof) fs.rmSync(profDir, { recursive: true, force: true });

const server = startServer({
  root,
  dbFile,
  uploads: path.join(dir, 'uploads'),
  port,
  env: {
    SEED_SIZE: 'large',
    CAPTCHA_ENABLED: 'false',
    PAGE_CACHE_MS: '0',
  },
  execArgv: [
    ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--cpu-prof-interval=250'] : []),
    ...(process.env.CPU_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
  ],
});
const clockTicks = 100; // USER_HZ on Linux
const cpuMs = () => {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (p, cookie) =>
  new Promise((resolve, reject) => {
    const req = http.get(
      `${origin}${p}`,
      { agent, headers: { 'accept-encoding': 'gzip', ...(cookie && { cookie }) } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`${p}: HTTP ${res.statusCode}`));
        res.on('error', reject);
        res.on('end', resolve);
        res.resume();
      },
    );
    req.on('error', reject);
  });

async function memberCookie() {
  const file = path.join(dir, 'member-cookie');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const cookie = await memberWithOrders(dbFile, origin);
  fs.writeFileSync(file, cookie);
  return cookie;
}

let pages = [];
try {
  await waitForServer(origin, server);
  const { skuIds, keywords: words } = catalogueSample(dbFile);
  const cookie = await memberCookie();
  pages = [
    { name: '/sku-N', path: (n) => `/sku-${skuIds[n % skuIds.length]}` },
    { name: '/member/index', path: () => '/member/index', cookie },
    { name: '/member/order_list', path: () => '/member/order_list', cookie },
    { name: '/index', path: () => '/index' },
    { name: '/list', path: (n) => `/list?keyword=${encodeURIComponent(words[n % words.length])}` },
  ].filter((p) => only.length === 0 || only.includes(p.name));
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${N} requests each, one at a time`,
  );
  for (const p of pages) {
    for (let i = 0; i < 30; i++) await get(p.path(i + 100_000), p.cookie);
    const before = cpuMs();
    const start = performance.now();
    p.from = process.hrtime.bigint() / 1000n;
    for (let i = 0; i < N; i++) await get(p.path(i), p.cookie);
    const wall = (performance.now() - start) / N;
    const cpu = (cpuMs() - before) / N;
    p.to = process.hrtime.bigint() / 1000n;
    console.log(
      `${p.name.padEnd(20)} ${cpu.toFixed(2).padStart(6)} CPU-ms/page  ${wall.toFixed(2).padStart(6)} ms/page`,
    );
  }
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

if (prof) {
  // Self time of the measured requests only (V8's profile clock is the monotonic clock hrtime reads).
  const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  fs.writeFileSync(path.join(profDir, 'window.json'), JSON.stringify(pages.map((p) => [String(p.from), String(p.to)])));
  const { nodes, samples, timeDeltas, startTime } = JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8'));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (id) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    return `${functionName || '(anonymous)'} ${url.replace(/^.*\/(apps|node_modules)\//, '$1/')}:${lineNumber + 1}`;
  };
  const area = (id) => {
    const url = byId.get(id).callFrame.url;
    const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
    if (m) return m[1];
    if (url.includes('apps/web/build')) return 'web build (app + react-router)';
    if (url.includes('apps/server/dist')) return 'server dist';
    return url.startsWith('node:') ? 'node' : byId.get(id).callFrame.functionName || '(native)';
  };
  const self = new Map();
  const areas = new Map();
  const inclusive = new Map();
  let total = 0;
  let t = BigInt(startTime);
  samples.forEach((id, i) => {
    t += BigInt(timeDeltas[i]);
    if (!pages.some((p) => t >= p.from && t <= p.to)) return;
    const d = timeDeltas[i];
    if (name(id).startsWith('(idle)')) return;
    self.set(name(id), (self.get(name(id)) ?? 0) + d);
    areas.set(area(id), (areas.get(area(id)) ?? 0) + d);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) seen.add(name(n));
    for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + d);
    total += d;
  });
  const show = (title, map, count) => {
    console.log(`\n${title}`);
    for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
      console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
  };
  const top = Number(process.env.CPU_TOP ?? 40);
  show('by area (self time)', areas, 25);
  show('top self time', self, top);
  show('top inclusive time', inclusive, top * 2);
  console.log(`profile → ${path.join(profDir, file)}`);
}
