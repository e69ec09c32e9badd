// `node bench/goods-import.mjs` (after `npm run build`; not part of `npm run bench`): importing
// 10,000 CSV rows in the shop console (ADR 108). One built server on a scratch SQLite file with the
// demo seed; the demo owner `owner1` checks then applies a file of 1,000 goods × 10 SKUs, and the
// job is polled to its end. Meanwhile 4 shoppers search the storefront one request after another;
// their p99 is compared with the same load measured quiet, before the import. Goals (issue 30):
// the import ≤ 60 s, the storefront's p99 during it ≤ 2× its quiet p99.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shopConsoleBench } from './order-setup.mjs';
import { post, quantile, root, waitForServer } from './server.mjs';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-goods-import-'));
const port = Number(process.env.BENCH_PORT ?? 3342);
const origin = `http://127.0.0.1:${port}`;
const GOODS = Number(process.env.BENCH_IMPORT_GOODS ?? 1000);
const SHOPPERS = 4;
const QUIET_MS = 10_000;

const call = (pathname, body, token) => post(origin, pathname, body, token);

async function upload(pathname, csv, token) {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'goods.csv');
  const res = await fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(`${pathname}: ${json.error_code} ${json.message}`);
  return json.data;
}

const WORDS = ['ရှပ်', 'ဖိနပ်', 'phone', 'လုံချည်', 'bag', 'ထမင်းချိုင့်'];

/** SHOPPERS storefront searches back to back until `done()`; answers their sorted latencies in ms. */
async function shop(done) {
  const times = [];
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, s) => {
      for (let i = 0; !done(); i++) {
        const started = process.hrtime.bigint();
        const keyword = WORDS[(i + s) % WORDS.length];
        await call('/api/goodssku/page', { keyword, page: 1 + (i % 3), page_size: 20 });
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

const { server, token, category } = await shopConsoleBench({ root, scratch, port, post, waitForServer });
try {
  const header = 'goods_name,goods_name_en,category_id,spec1_name,spec1_value,sku_no,price,stock,images,goods_state';
  const rows = [];
  for (let g = 0; g < GOODS; g++)
    for (let s = 0; s < 10; s++)
      rows.push(
        `သွင်းကုန် ${g},Imported ${g},${category},အရွယ်,${36 + s},IMP-${g}-${s},${1000 + g + s}.50,${10 + s},upload/bench/i.jpg,1`,
      );
  const csv = `\uFEFF${header}\n${rows.join('\n')}\n`;

  // Warm the storefront's code paths and caches first, so "quiet" is not a cold start.
  const warmUntil = Date.now() + 5000;
  await shop(() => Date.now() > warmUntil);
  const quietUntil = Date.now() + QUIET_MS;
  const quiet = await shop(() => Date.now() > quietUntil);

  const t0 = Date.now();
  const check = await upload('/seller/api/goods/import/check', csv, token);
  if (check.issue_count)
    throw new Error(`the dry run found ${check.issue_count} problems: ${JSON.stringify(check.issues[0])}`);
  const t1 = Date.now();
  let job = await upload('/seller/api/goods/import/apply', csv, token);
  let finished = false;
  const busy = shop(() => finished);
  while (job.state === 0) {
    await new Promise((r) => setTimeout(r, 250));
    job = await call('/seller/api/goods/import/job', { job_id: job.job_id }, token);
  }
  finished = true;
  const during = await busy;
  const t2 = Date.now();
  const f = (ms) => `${ms.toFixed(1)} ms`;
  const p99q = quantile(quiet, 0.99);
  const p99b = quantile(during, 0.99);
  console.log(
    `goods import, ${rows.length} rows (${GOODS} goods): dry run ${((t1 - t0) / 1000).toFixed(1)} s, ` +
      `apply ${((t2 - t1) / 1000).toFixed(1)} s, total ${((t2 - t0) / 1000).toFixed(1)} s (goal ≤ 60 s); ` +
      `job: created ${job.created}, updated ${job.updated}, refused ${job.errors.length}, state ${job.state}; ` +
      `storefront p99 quiet ${f(p99q)} (${quiet.length} req), during ${f(p99b)} (${during.length} req), ` +
      `ratio ${(p99b / p99q).toFixed(2)} (goal ≤ 2); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
  );
} finally {
  server.kill();
  fs.rmSync(scratch, { recursive: true, force: true });
}
