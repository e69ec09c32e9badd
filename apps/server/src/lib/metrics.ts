import type { LogEvent } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheTopic, Tally } from './signals';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const STATEMENTS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback']);

/**
 * One process's Prometheus metrics (prom-client, ADR 094): requests by route, database
 * statements, open chat sockets, cache changes, and orders, payments and refunds. Each app has
 * its own registry (tests build many apps in one process); `/metrics` serves it.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'zay_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'zay_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS,
    registers: [this.registry],
  });
  private readonly queries = new Histogram({
    name: 'zay_db_query_duration_seconds',
    help: 'Time of a database statement, by its kind (only while metrics are served)',
    labelNames: ['statement'] as const,
    buckets: QUERY_SECONDS,
    registers: [this.registry],
  });
  private readonly queryErrors = new Counter({
    name: 'zay_db_query_errors_total',
    help: 'Database statements that failed',
    registers: [this.registry],
  });
  private readonly caches = new Counter({
    name: 'zay_cache_changes_total',
    help: 'Cache topics changed, here or told by another process',
    labelNames: ['topic'] as const,
    registers: [this.registry],
  });
  private readonly tallies: Record<Tally, Counter> = {
    order: new Counter({ name: 'zay_orders_created_total', help: 'Orders created', registers: [this.registry] }),
    payment: new Counter({ name: 'zay_payments_total', help: 'Payments turned paid', registers: [this.registry] }),
    refund: new Counter({ name: 'zay_refunds_total', help: 'Refunds paid or set to pay', registers: [this.registry] }),
  };
  private sockets: () => number = () => 0;

  constructor() {
    const sockets = () => this.sockets();
    new Gauge({
      name: 'zay_chat_sockets',
      help: 'Chat sockets open on this process',
      registers: [this.registry],
      collect() {
        this.set(sockets());
      },
    });
  }

  /** Process metrics (CPU, memory, event-loop delay, handles): only for a served registry. */
  collectProcessMetrics() {
    collectDefaultMetrics({ register: this.registry, prefix: 'zay_' });
  }

  countSockets(count: () => number) {
    this.sockets = count;
  }

  request(method: string, route: string, status: number, seconds: number) {
    this.requests.inc({ method, route, status: String(status) });
    this.latency.observe({ method, route }, seconds);
  }

  /** Kysely's `log` hook (openDatabase's `onQuery`). */
  readonly query = (e: LogEvent) => {
    if (e.level === 'error') this.queryErrors.inc();
    const word = /^\s*(\w+)/.exec(e.query.sql)?.[1]?.toLowerCase() ?? '';
    this.queries.observe({ statement: STATEMENTS.has(word) ? word : 'other' }, e.queryDurationMillis / 1000);
  };

  cacheChanged(topic: CacheTopic) {
    this.caches.inc({ topic });
  }

  tally(what: Tally, n: number) {
    this.tallies[what].inc(n);
  }
}
