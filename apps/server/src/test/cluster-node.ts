/**
 * A whole Zay process without the web app, for tests that start several (test/cluster.ts): the
 * same start-up as the real server (runServer: migrate and seed under the start-up lock, drain
 * on SIGTERM), printing `{"port":N}` once it listens. CLUSTER_NODE_SLOW_ROUTE=1 adds
 * `GET /test/slow?ms=N`, a request that takes N ms and prints `slow: started` (the drain test).
 */
import { runServer } from '../serve';

await runServer({
  web: false,
  beforeListen(app) {
    if (process.env.CLUSTER_NODE_SLOW_ROUTE !== '1') return;
    app.get<{ Querystring: { ms?: string } }>('/test/slow', async (req) => {
      console.log('slow: started');
      await new Promise((r) => setTimeout(r, Number(req.query.ms ?? 1000)));
      return { slow: 'done' };
    });
  },
  listening: (port) => console.log(JSON.stringify({ port })),
});
