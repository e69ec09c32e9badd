// `npm run cpu -w bench [-- --cpu-prof] [/sku-N …]` (after `npm run build`): CPU milliseconds the
// server spends per uncached page (user + system time of the process, all its threads), beside
// what React alone costs to stream the very same page's elements (baseline-page.mjs), measured in
// the same sitting: a shared machine's load moves absolute figures, the ratio far less.
// Seeds CPU_SEED (default the demo seed; `large` for 10,000 goods) once into $ZAY_CPU_DIR (default
// a temp dir per seed, kept between runs), starts the built server with PAGE_CACHE_MS=0 and asks
// each page CPU_REQUESTS times (200) one after another, reading /proc before and after; then starts
// React alone on one sample of that page and does the same. Prints one line per page:
//   /sku-N  <ms> ms/page  React alone <ms> ms  ratio <r>
// and the HTML and hydration-data sizes of one goods page. `--cpu-prof` (or `--prof`) also writes
// a V8 CPU profile of the server and prints, for the measured requests only, self time by package,
// by module (file), the top self-time and the top inclusive functions (CPU_TOP). CPU_NODE_FLAGS:
// extra node flags for the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { catalogueSample, memberWithOrders, startServer } from './order-setup.mjs';
import { summariseProfile } from './profile.mjs';
import { processCpuMs, waitForServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const prof = args.includes('--prof') || args.includes('--cpu-prof');
const only = args.filter((a) => !a.startsWith('--'));
const N = Number(process.env.CPU_REQUESTS ?? 200);
const seed = process.env.CPU_SEED ?? 'demo';
const dir = process.env.ZAY_CPU_DIR ?? path.join(os.tmpdir(), `zay-cpu-${seed}`);
const dbFile = path.join(dir, 'zay.db');
const port = Number(process.env.BENCH_PORT ?? 3350);
const origin = `http://127.0.0.1:${port}`;
const reactPort = port + 1;
fs.mkdirSync(dir, { recursive: true });
const profDir = path.join(dir, 'prof');
if (prof) fs.rmSync(profDir, { recursive: true, force: true });

const server = startServer({
  root,
  dbFile,
  uploads: path.join(dir, 'uploads'),
  port,
  env: {
    SEED_SIZE: seed,
    CAPTCHA_ENABLED: 'false',
    PAGE_CACHE_MS: '0',
  },
  execArgv: [
    ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--cpu-prof-interval=250'] : []),
    ...(process.env.CPU_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
  ],
});
const cpuMs = processCpuMs;

const getter = (base) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (p, cookie) =>
    new Promise((resolve, reject) => {
      const req = http.get(
        `${base}${p}`,
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
  return { get, close: () => agent.destroy() };
};

/** A member with 20 orders and two lines in the cart; answers its cookie. */
async function memberCookie(skuIds) {
  const file = path.join(dir, 'member-cookie');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const cookie = await memberWithOrders(dbFile, origin);
  const token = cookie.split('=')[1];
  let lines = 0;
  for (const sku_id of skuIds) {
    if (lines === 2) break;
    const res = await fetch(`${origin}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, sku_id, num: 1 }),
    });
    if ((await res.json()).code === 0) lines++;
  }
  if (lines < 2) throw new Error('could not put two goods in the cart');
  fs.writeFileSync(file, cookie);
  return cookie;
}

/** CPU ms per request of `pid`, asking `pathOf(i)` N times one after another (after 30 to warm up). */
async function measure(pid, get, pathOf, cookie) {
  for (let i = 0; i < 30; i++) await get(pathOf(i + 100_000), cookie);
  const before = cpuMs(pid);
  const from = process.hrtime.bigint() / 1000n;
  for (let i = 0; i < N; i++) await get(pathOf(i), cookie);
  return { cpu: (cpuMs(pid) - before) / N, from, to: process.hrtime.bigint() / 1000n };
}

/** React 19 alone streaming one sample of the page (read with its cookie), measured the same way. */
async function reactAlone(page) {
  const child = spawn(process.execPath, [path.join(root, 'bench/baseline-page.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      BASELINE_PAGE_URL: `${origin}${page.path(0)}`,
      ...(page.cookie && { BASELINE_PAGE_COOKIE: page.cookie }),
      PORT: String(reactPort),
    },
  });
  const base = `http://127.0.0.1:${reactPort}`;
  const { get, close } = getter(base);
  try {
    await waitForServer(base, child, 60_000);
    return (await measure(child.pid, get, () => '/', undefined)).cpu;
  } finally {
    close();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** Bytes of a page's HTML and of its hydration data (React Router's inline context scripts). */
async function pageSizes(p, cookie) {
  const html = await (await fetch(`${origin}${p}`, { headers: cookie ? { cookie } : {} })).text();
  let hydration = 0;
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
    if (!/\bsrc=|ld\+json/.test(attrs) && /__reactRouter/.test(body)) hydration += Buffer.byteLength(body);
  return { html: Buffer.byteLength(html), hydration };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
let pages = [];
const { get, close } = getter(origin);
try {
  await waitForServer(origin, server);
  const { skuIds, keywords: words } = catalogueSample(dbFile);
  const cookie = await memberCookie(skuIds);
  pages = [
    { name: '/sku-N', path: (n) => `/sku-${skuIds[n % skuIds.length]}` },
    { name: '/list', path: (n) => `/list?keyword=${encodeURIComponent(words[n % words.length])}` },
    { name: '/member/index', path: () => '/member/index', cookie },
    { name: '/member/order_list', path: () => '/member/order_list', cookie },
    { name: '/cart', path: () => '/cart', cookie },
    { name: '/index', path: () => '/index' },
  ].filter((p) => only.length === 0 || only.includes(p.name));
  console.log(`load average ${load()}; ${seed} seed; ${N} requests each, one at a time${prof ? ' (profiling)' : ''}`);
  for (const p of pages) {
    Object.assign(p, await measure(server.pid, get, p.path, p.cookie));
    const react = await reactAlone(p);
    console.log(
      `${p.name.padEnd(20)} ${p.cpu.toFixed(2).padStart(6)} ms/page  React alone ${react.toFixed(2).padStart(5)} ms  ratio ${(p.cpu / react).toFixed(2)}`,
    );
  }
  if (only.length === 0 || only.includes('/sku-N')) {
    const sizes = [];
    for (const id of skuIds.slice(0, 20)) sizes.push(await pageSizes(`/sku-${id}`));
    const mean = (k) => sizes.reduce((sum, s) => sum + s[k], 0) / sizes.length;
    const max = (k) => Math.max(...sizes.map((s) => s[k]));
    console.log(
      `/sku-N HTML ${kb(mean('html'))} (largest ${kb(max('html'))}), hydration data ${kb(mean('hydration'))} (largest ${kb(max('hydration'))}), ${sizes.length} goods, before compression`,
    );
  }
  console.log(`load average ${load()} at the end`);
} finally {
  close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

if (prof) {
  fs.writeFileSync(path.join(profDir, 'window.json'), JSON.stringify(pages.map((p) => [String(p.from), String(p.to)])));
  summariseProfile(profDir, pages);
}
