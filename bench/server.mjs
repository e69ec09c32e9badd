// Starts the built server (apps/server/dist + apps/web/build) on a scratch SQLite database for the
// page audits, or uses BASE_URL when a server is already running.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A process's user + system CPU time so far in ms (Linux: /proc/<pid>/stat, 100 ticks a second); null elsewhere. */
export function processCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Resolves once `origin` answers a goods page (the Zay API and the bare baseline both serve it);
 * fails when `child` exits first or after `ms`.
 */
export async function waitForServer(origin, child = null, ms = 300_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/goodssku/page`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the server did not start');
}

/**
 * `{ origin, pid, stop }` of a running server: BASE_URL's (its pid in SERVER_PID, else 0), or a
 * fresh one with the demo seed on BENCH_PORT (default `port`).
 */
export async function startServer(env = {}, port = 3330) {
  if (process.env.BASE_URL)
    return {
      origin: process.env.BASE_URL.replace(/\/$/, ''),
      pid: Number(process.env.SERVER_PID) || 0,
      stop: async () => {},
    };
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) throw new Error('run `npm run build` first');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-bench-'));
  const listen = Number(process.env.BENCH_PORT ?? port);
  const origin = `http://127.0.0.1:${listen}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(listen),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATABASE_URL: `sqlite:${path.join(scratch, 'zay.db')}`,
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await waitForServer(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid, stop };
}

/** The value at quantile `q` (0–1) of an ascending list. */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

export async function post(origin, apiPath, body = {}, token) {
  const res = await fetch(`${origin}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`${apiPath}: ${json.error_code ?? ''} ${json.message}`);
  return json.data;
}

/** The audited pages: home, goods list, one goods page, one shop home, and a member's cart and orders of the seeded marketplace. */
export async function auditPages(origin) {
  const goods = await post(origin, '/api/goodssku/page', { page: 1, page_size: 1 });
  const shops = await post(origin, '/api/shop/page', { page: 1, page_size: 1 });
  const sku = goods.list[0]?.sku_id;
  const shop = shops.list[0]?.site_id;
  if (!sku || !shop) throw new Error('the marketplace has no goods or no shops');
  // The cart as the demo buyer sees it with two lines in it (the server runs with captchas off).
  const { token } = await post(origin, '/api/login/login', { username: 'buyer', password: 'Zay@2026' });
  const more = await post(origin, '/api/goodssku/page', { page: 2, page_size: 1 });
  for (const id of [sku, more.list[0]?.sku_id]) await post(origin, '/api/cart/add', { sku_id: id, num: 1 }, token);
  return {
    '/index': '/index',
    '/list': '/list',
    '/sku-N': `/sku-${sku}`,
    '/shop-N': `/shop-${shop}`,
    '/cart': { path: '/cart', cookie: `zay_token=${token}`, indexable: false },
    '/member/order_list': { path: '/member/order_list', cookie: `zay_token=${token}`, indexable: false },
  };
}
