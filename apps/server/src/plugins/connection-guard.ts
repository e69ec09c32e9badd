import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Env } from '../env';
import { rawEnvelope } from './request-guard';

/** The server's own SSR loaders and local tools call it over loopback: never capped. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

type HttpLimits = Pick<
  Env,
  'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_KEEP_ALIVE_TIMEOUT_MS' | 'HTTP_IDLE_TIMEOUT_MS'
>;

/** Fastify's server options for the timeouts of ADR 021 (Node's defaults let a slow body hold a socket forever). */
export function httpTimeouts(env: HttpLimits) {
  return {
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      // How often Node looks for requests past their time (its default, 30 s, stretches every timeout).
      connectionsCheckingInterval: Math.min(1000, env.HTTP_HEADERS_TIMEOUT_MS),
    },
  };
}

/**
 * At most `max` open connections per client address: one more is answered 503 (envelope,
 * Retry-After) and closed before Node reads a byte of it. Runs before Node's own listener.
 */
export function capConnectionsPerIp(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    const ip = socket.remoteAddress ?? '';
    if (LOOPBACK.has(ip)) return;
    const count = (open.get(ip) ?? 0) + 1;
    if (count > max) {
      socket.pause();
      socket.end(rawEnvelope(503, 'TOO_MANY_CONNECTIONS', undefined, 'Retry-After: 5\r\n'));
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    open.set(ip, count);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
  });
}
