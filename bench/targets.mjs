// What `npm run bench` measures, with the budgets of ../shared/QUALITY.md. `server: 'baseline'`
// targets hit the bare Fastify + better-sqlite3 endpoint (baseline-goods.mjs) on the same file,
// `server: 'baselinePage'` React alone rendering a goods page's elements (baseline-page.mjs),
// `server: 'uncached'` a second Zay process on the same file with PAGE_CACHE_MS=0 (ADR 011 off);
// `vs` names the baseline a target's throughput is compared with (ratio ≥ budget.ratio).
//
// Pages are asked for as a browser does (gzip accepted). `paths` gives the n-th request's path:
// varied goods ids and search words, so the API's own catalogue cache rarely helps either — the
// price of the long tail of a 10,000-goods catalogue.
export function targets({ skuIds, keywords, memberCookie }) {
  const page = { page: 1, page_size: 20 };
  const browser = { 'accept-encoding': 'gzip' };
  const ssr = { connections: 20, headers: browser };
  const sku = (n) => `/sku-${skuIds[n % skuIds.length]}`;
  return [
    { name: 'sku-ssr', path: sku(0), ...ssr, budget: { rps: 2000, p99: 50 } },
    // React alone streaming the same page's elements (baseline-page.mjs): what the machine allows.
    { name: 'baseline-page', server: 'baselinePage', path: '/', ...ssr, budget: { rps: 0, p99: 1000 } },
    {
      name: 'sku-ssr-uncached',
      server: 'uncached',
      paths: sku,
      ...ssr,
      vs: 'baseline-page',
      budget: { rps: 150, p99: 250 },
    },
    {
      name: 'sku-ttfb-uncached',
      server: 'uncached',
      kind: 'ttfb',
      paths: (n) => sku(n + 7919),
      requests: 300,
      headers: browser,
      budget: { p50: 40 },
    },
    {
      name: 'list-search-uncached',
      server: 'uncached',
      paths: (n) => `/list?keyword=${encodeURIComponent(keywords[n % keywords.length])}`,
      ...ssr,
      budget: { rps: 120, p99: 500 },
    },
    {
      name: 'member-order-list',
      server: 'uncached',
      path: '/member/order_list',
      ...ssr,
      headers: { ...browser, cookie: memberCookie },
      budget: { rps: 120, p99: 500 },
    },
    {
      // The member centre's home for the same member with 20 orders (issue 16: ≥ 120 pages/s).
      name: 'member-index',
      server: 'uncached',
      path: '/member/index',
      ...ssr,
      headers: { ...browser, cookie: memberCookie },
      budget: { rps: 120, p99: 500 },
    },
    { name: 'home-ssr', path: '/index', ...ssr, budget: { rps: 2000, p99: 50 } },
    { name: 'home-ssr-uncached', server: 'uncached', path: '/index', ...ssr, budget: { rps: 0, p99: 1000 } },
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
      body: { sku_id: skuIds[0] },
      connections: 50,
      budget: { rps: 0, p99: 1000 },
    },
    {
      name: 'api-goods-detail',
      path: '/api/goodssku/detail',
      method: 'POST',
      body: { sku_id: skuIds[0] },
      connections: 50,
      vs: 'baseline-goods-detail',
      budget: { rps: 5000, p99: 50, ratio: 0.5 },
    },
  ];
}
