// What `npm run bench` measures, with the budgets of ../shared/QUALITY.md. `server: 'baseline'`
// targets hit the bare Fastify + better-sqlite3 endpoint (baseline-goods.mjs) on the same file;
// `vs` names the baseline a target's throughput is compared with (ratio ≥ budget.ratio).
export function targets({ skuId }) {
  const page = { page: 1, page_size: 20 };
  return [
    { name: 'home-ssr', path: '/index', connections: 20, budget: { rps: 500, p99: 100 } },
    { name: 'sku-ssr', path: `/sku-${skuId}`, connections: 20, budget: { rps: 500, p99: 100 } },
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
