// `node bench/goods-save.mjs` (after `npm run build:server`; not part of `npm run bench`): saving a
// goods of 50 SKUs in the shop console (ADR 090). One built server on a scratch SQLite file with
// the demo seed; the demo owner `owner1` creates a goods of 5 colours × 10 sizes, then saves it
// BENCH_SAVES times (default 200), each time with new prices, stock moved by difference and a new
// name, and searches the storefront for that name in the very next request. Reports the saves'
// latency (p50, p95, p99, max), how many searches missed the goods, and the server's CPU time per
// round (steadier than latency on a shared machine).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shopConsoleBench } from './order-setup.mjs';
import { post, processCpuMs, quantile, root, waitForServer } from './server.mjs';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'zay-goods-save-'));
const port = Number(process.env.BENCH_PORT ?? 3341);
const origin = `http://127.0.0.1:${port}`;
const SAVES = Number(process.env.BENCH_SAVES ?? 200);

const call = (pathname, body, token) => post(origin, pathname, body, token);

const cpuMs = processCpuMs;

const { server, token, category } = await shopConsoleBench({ root, scratch, port, post, waitForServer });
try {
  const colours = ['အနီ', 'အပြာ', 'အစိမ်း', 'အဝါ', 'အနက်'];
  const specs = [
    { spec_id: 1, spec_name: 'အရောင်', value: colours.map((n, i) => ({ spec_value_id: i + 1, spec_value_name: n })) },
    {
      spec_id: 2,
      spec_name: 'အရွယ်',
      value: Array.from({ length: 10 }, (_, i) => ({ spec_value_id: i + 1, spec_value_name: `${36 + i}` })),
    },
  ];
  const image = 'upload/bench/shoe.jpg';
  const body = (round, skus, goods) => ({
    ...(goods ? { goods_id: goods.goods_id, modify_time: goods.modify_time } : {}),
    goods_name: `ဘိနပ် စမ်းသပ် ${round}x${process.pid}`,
    goods_content: '<p>ဖိနပ်</p>',
    category_id: category,
    specs,
    skus,
    images: [image],
    goods_state: 1,
  });
  const grid = (round, ids) =>
    specs[0].value.flatMap((c, i) =>
      specs[1].value.map((s, j) => {
        const k = i * 10 + j;
        return {
          ...(ids ? { sku_id: ids[k], stock_was: 100 + round - 1 } : {}),
          spec_value_ids: [c.spec_value_id, s.spec_value_id],
          price: String(20_000 + k * 100 + round),
          stock: 100 + round,
          sku_no: `BENCH-${k}`,
          weight: 500,
        };
      }),
    );
  let goods = await call('/seller/api/goods/save', body(0, grid(0)), token);
  const info = await call('/seller/api/goods/info', { goods_id: goods.goods_id }, token);
  const ids = info.skus.map((s) => s.sku_id);
  if (ids.length !== 50) throw new Error(`expected 50 SKUs, got ${ids.length}`);
  const times = [];
  let missed = 0;
  const cpuBefore = cpuMs(server.pid);
  for (let round = 1; round <= SAVES; round++) {
    const started = process.hrtime.bigint();
    goods = await call('/seller/api/goods/save', body(round, grid(round, ids), goods), token);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    const found = await call('/api/goodssku/page', { keyword: `${round}x${process.pid}`, page: 1, page_size: 5 });
    if (!found.list.some((g) => g.goods_id === goods.goods_id && g.price === `${20_000 + round}.00`)) missed++;
  }
  const cpuAfter = cpuMs(server.pid);
  times.sort((a, b) => a - b);
  const f = (ms) => `${ms.toFixed(1)} ms`;
  console.log(
    `goods save, 50 SKUs, ${SAVES} saves: p50 ${f(quantile(times, 0.5))}, p95 ${f(quantile(times, 0.95))}, ` +
      `p99 ${f(quantile(times, 0.99))}, max ${f(times.at(-1))}; searches that missed the new name and price: ${missed}` +
      (cpuBefore === null ? '' : `; server CPU per save + search: ${f((cpuAfter - cpuBefore) / SAVES)}`) +
      `; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
  );
} finally {
  server.kill();
  fs.rmSync(scratch, { recursive: true, force: true });
}
