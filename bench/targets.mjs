// What `npm run bench` measures, with the budgets of ../shared/QUALITY.md.
export const TARGETS = [
  { name: 'home-ssr', path: '/index', connections: 20, budget: { rps: 500, p99: 100 } },
  {
    name: 'api-pc-floors',
    path: '/api/pc/floors',
    method: 'POST',
    body: {},
    connections: 50,
    budget: { rps: 5000, p99: 50 },
  },
];
