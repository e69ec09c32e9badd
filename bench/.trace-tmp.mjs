import { startServer } from '/work/wt-ssr/bench/order-setup.mjs';
import Database from 'better-sqlite3';
const port = 3351, origin = `http://127.0.0.1:${port}`;
const server = startServer({ root: '/work/wt-ssr', dbFile: '/tmp/zay-cpu/zay.db', uploads: '/tmp/zay-cpu/uploads', port, env: { SEED_SIZE: 'large', CAPTCHA_ENABLED: 'false', PAGE_CACHE_MS: '0', ZAY_TRACE: '1' } });
server.stdout?.setEncoding('utf8');
const { waitForServer } = await import('/work/wt-ssr/bench/server.mjs');
await waitForServer(origin, server);
const db = new Database('/tmp/zay-cpu/zay.db', { readonly: true });
const ids = db.prepare(`select sku_id from goods order by (goods_id * 7919) % 10007 limit 60`).all().map(r => r.sku_id);
const fs = await import('node:fs');
const cookie = fs.readFileSync('/tmp/zay-cpu/member-cookie', 'utf8');
const path = process.argv[2];
for (let i = 0; i < 40; i++) {
  const p = path === 'sku' ? `/sku-${ids[i]}` : path;
  await fetch(origin + p, { headers: process.argv[3] ? { cookie } : {} }).then(r => r.text());
}
await new Promise(r => setTimeout(r, 300));
server.kill('SIGTERM');
