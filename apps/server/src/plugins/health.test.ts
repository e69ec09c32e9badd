import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { goodsPageEndpoint, orderCreateEndpoint, payPayEndpoint } from '@zay/contract';
import { buyer, oneShopApp, payOf } from '../modules/trade/checkout/order-test-kit';
import { bundleNode, emptyDatabase, startNode, stopNodes, type Node } from '../test/cluster';
import { createTestApp, type TestApp } from '../test/test-app';

/** Health, readiness, metrics and the drain on SIGTERM (issue 33 §7, ADR 094). */
const TOKEN = 'metrics-token-for-tests-0123456789';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WALLET_SECRET = 'health-test-wallet-secret-0123';

describe('/healthz and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      REDIS_URL,
      REDIS_PREFIX: `zay-test:${randomBytes(6).toString('hex')}`,
      CHAT_REDIS_PREFIX: `zay-test:${randomBytes(6).toString('hex')}`,
      WALLET_SANDBOX_SECRET: WALLET_SECRET,
    });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('/healthz answers while the process runs', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'alive' });
  });

  it('/readyz checks the database and Redis, and says not ready when one fails or the process drains', async () => {
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });

    const real = t.app.readiness.get('database')!;
    t.app.readiness.set('database', () => Promise.reject(new Error('connection refused')));
    const down = await get('/readyz');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'not ready', checks: { database: 'connection refused', redis: 'ok' } });
    t.app.readiness.set('database', real);

    t.app.lifecycle.draining = true;
    const draining = await get('/readyz');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'draining' });
    t.app.lifecycle.draining = false;
  });

  it('/metrics does not exist without METRICS_TOKEN', async () => {
    expect((await get('/metrics')).statusCode).toBe(404);
  });
});

describe('/metrics', () => {
  let t: TestApp;
  let sku: number;
  beforeAll(async () => {
    ({ t, sku } = await oneShopApp(
      'Metrics Shop',
      { price: 1000_00, stock: 100 },
      { METRICS_TOKEN: TOKEN, WALLET_SANDBOX_SECRET: WALLET_SECRET },
    ));
  });
  afterAll(() => t.close());
  const metrics = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('asks for the bearer token', async () => {
    expect((await metrics()).statusCode).toBe(401);
    expect((await metrics('Bearer wrong-token-of-the-same-size-x')).statusCode).toBe(401);
    expect((await metrics(`Basic ${TOKEN}`)).statusCode).toBe(401);
    expect((await metrics(`Bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests by route, open chat sockets, orders and payments', async () => {
    await t.call(goodsPageEndpoint, { page: 1, page_size: 5 });
    await t.call(goodsPageEndpoint, { page: 1, page_size: 5 });
    const b = await buyer(t, 'metrics1');
    const out = (await b.call(orderCreateEndpoint, { sku_id: sku, num: 1 })).body.data;
    const pay = payOf((await b.call(payPayEndpoint, { out_trade_no: out, pay_type: 'alipay' })).body.data, 'redirect');
    const form = new URLSearchParams(pay.redirect_url.split('?')[1]);
    form.set('action', 'confirm');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/sandbox-wallet/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(paid.statusCode).toBe(303);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/chat`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    try {
      const res = await metrics(`Bearer ${TOKEN}`);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      expect(text).toContain('zay_http_requests_total{method="POST",route="/api/goodssku/page",status="200"} 2');
      expect(text).toMatch(/zay_http_request_duration_seconds_count\{method="POST",route="\/api\/goodssku\/page"\} 2/);
      expect(text).toContain('zay_chat_sockets 1');
      expect(text).toContain('zay_orders_created_total 1');
      expect(text).toContain('zay_payments_total 1');
      expect(text).toContain('zay_refunds_total 0');
      expect(text).toContain('zay_process_cpu_seconds_total');
    } finally {
      socket.close();
    }
  });
});

describe('SIGTERM drains the process', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const work = path.resolve(here, '../../data', `drain-${randomBytes(4).toString('hex')}`);
  const nodes: Node[] = [];
  let entry = '';
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    fs.mkdirSync(work, { recursive: true });
    database = await emptyDatabase(work);
    entry = await bundleNode();
  }, 60_000);
  afterAll(async () => {
    await stopNodes(nodes);
    await database.drop();
    fs.rmSync(entry, { force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  it('finishes a request in flight, refuses new ones, tells chat sockets to reconnect (1012), then exits', async () => {
    const node = startNode(entry, {
      DATABASE_URL: database.url,
      UPLOAD_DIR: path.join(work, 'uploads'),
      SEED_DEMO: 'false',
      WALLET_PROVIDER: 'none',
      RATE_LIMIT_PER_MINUTE: '0',
      ORDER_CLOSE_SWEEP_SECONDS: '0',
      CLUSTER_NODE_SLOW_ROUTE: '1',
      LOG_LEVEL: 'info',
    });
    nodes.push(node);
    const base = `http://127.0.0.1:${await node.ready}`;
    const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/chat`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));

    const slow = fetch(`${base}/test/slow?ms=1500`);
    // The slow request has reached the server before the signal.
    await until(() => node.lines.includes('slow: started'));
    node.proc.kill('SIGTERM');
    await until(() => node.lines.some((l) => l.includes('SIGTERM: draining')));

    expect(await closed).toBe(1012);
    const later = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(later);
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slow: 'done' });
    expect(await node.exited).toBe(0);
  });
});

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
