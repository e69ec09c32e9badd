// What `npm run bench` measures, with the budgets of ../shared/QUALITY.md. `server: 'baseline'`
// targets hit the bare Fastify + better-sqlite3 endpoint (baseline-goods.mjs) on the same file;
// `vs` names the baseline a target's throughput is compared with (ratio ≥ budget.ratio).
//
// Pages are asked for as a browser does (gzip accepted, no session cookie). `unique: true` adds
// a fresh query string to every request, so no two requests share a micro-cache entry (ADR 011):
// that is the price of a page nobody has asked for in the last two seconds — the long tail.
export function targets({ skuId }) {
  const page = { page: 1, page_size: 20 };
  const browser = { 'accept-encoding': 'gzip' };
  const ssr = { connections: 20, headers: browser, budget: { rps: 500, p99: 100 } };
  return [
    { name: 'home-ssr', path: '/index', ...ssr },
    { name: 'home-ssr-uncached', path: '/index', unique: true, ...ssr },
    { name: 'sku-ssr', path: `/sku-${skuId}`, ...ssr },
    { name: 'sku-ssr-uncached', path: `/sku-${skuId}`, unique: true, ...ssr },
    {
      name: 'api-pc-floors',
      path: '/api/pc/floors',
      method: 'POST',
      body: {},
      connections: 50,
      budget: { rps: 5000, p99: 50 },
    },
    {
      name: 'baseline-goods-page',
      server: 'baseline',
      path: '/api/goodssku/page',
      method: 'POST',
      body: page,
      connections: 50,
      budget: { rps: 0, p99: 1000 },
    },
    {
      name: 'api-goods-page',
      path: '/api/goodssku/page',
      method: 'POST',
      body: page,
      connections: 50,
      vs: 'baseline-goods-page',
      budget: { rps: 5000, p99: 50, ratio: 0.5 },
    },
    {
      name: 'baseline-goods-detail',
      server: 'baseline',
      path: '/api/goodssku/detail',
      method: 'POST',
      body: { sku_id: skuId },
      connections: 50,
      budget: { rps: 0, p99: 1000 },
    },
    {
      name: 'api-goods-detail',
      path: '/api/goodssku/detail',
      method: 'POST',
      body: { sku_id: skuId },
      connections: 50,
      vs: 'baseline-goods-detail',
      budget: { rps: 5000, p99: 50, ratio: 0.5 },
    },
  ];
}
