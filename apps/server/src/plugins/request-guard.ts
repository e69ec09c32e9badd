import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, langFromAcceptLanguage, type ErrorKey } from '@zay/contract';
import { API_PREFIXES } from '../lib/api-paths';
import { failureOf } from '../lib/logging';
import { failure } from './envelope';
import { sendFailure } from './errors';

/**
 * Requests that never reach a route (issue 19 §9): broken HTTP that Node's parser refuses,
 * URLs with bad %-encoding, and web pages asked with methods or bodies they do not take. Each
 * gets a clear envelope, in the caller's language where it can be read, and no framework or Node
 * text: a 4xx, but an API path's refusal travels as 200 (ADR 034). Node's own refusals on the raw
 * socket (431, 408, a broken request line) keep their 4xx: they never reached a route.
 */

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
};

/** The caller's language from the raw bytes Node could not parse (best effort). */
function rawLang(raw: Buffer | undefined) {
  const header = raw && /\r\naccept-language:[ \t]*([^\r\n]{1,200})/i.exec(raw.toString('latin1'));
  return langFromAcceptLanguage(header?.[1]) ?? DEFAULT_LANG;
}

/** A whole HTTP/1.1 answer written straight to a socket that then closes. */
export function rawEnvelope(status: number, key: ErrorKey, raw?: Buffer, extra = '') {
  const body = JSON.stringify(failure(rawLang(raw), key));
  return (
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n` +
    `${extra}Connection: close\r\n\r\n${body}`
  );
}

const CLIENT_ERRORS: Record<string, [number, ErrorKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'PAYLOAD_TOO_LARGE'],
};

/** Fastify's `clientErrorHandler`: Node's parser refused the bytes (bad Content-Length, huge headers, timeouts). */
export function clientErrorHandler(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'BAD_REQUEST'];
  const raw = Buffer.isBuffer(err.rawPacket) ? err.rawPacket : undefined;
  // A response already under way on this socket cannot be followed by another.
  const busy = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !busy) socket.end(rawEnvelope(status, key, raw));
  socket.destroy();
}

/** Fastify's `frameworkErrors`: a URL whose %-encoding does not decode, and the like. */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return sendFailure(req, reply, 'BAD_REQUEST');
}

/**
 * A refusal sent before the request's body was read closes the connection: otherwise Node reads
 * and throws away the rest of every refused upload to keep the connection alive, which a flood
 * of refused uploads turns into the server's main work.
 */
export function registerEarlyRefusalClose(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    // An API call's refusal travels as 200 (ADR 034): the noted failure says it was one.
    if ((reply.statusCode >= 400 || failureOf(reply)) && !req.raw.complete) reply.header('connection', 'close');
    return payload;
  });
}

/** Paths the web app never serves (web-host.ts answers them with the API's NOT_FOUND envelope). */
const NOT_WEB = [...API_PREFIXES, '/upload/', '/ws/', '/assets/'];
const PAGE_METHODS = 'GET, HEAD, POST';
/** Page actions read `request.formData()`: only a form body can reach them. */
const FORM = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * The hosts this site answers pages for: PUBLIC_ORIGIN's and API_ORIGIN's, the CORS origins',
 * and loopback on the server's port (a proxy that does not pass Host on). Null when
 * PUBLIC_ORIGIN is unset (a local demo answers on any name).
 */
export function siteHosts(env: FastifyInstance['env']): Set<string> | null {
  if (!env.PUBLIC_ORIGIN) return null;
  const origins = [env.PUBLIC_ORIGIN, env.API_ORIGIN, ...env.CORS_ORIGINS.split(',')];
  const hosts = origins.flatMap((o) => {
    try {
      return o?.trim() ? [new URL(o.trim()).host.toLowerCase()] : [];
    } catch {
      return [];
    }
  });
  for (const local of ['127.0.0.1', 'localhost', '[::1]']) hosts.push(`${local}:${env.PORT}`);
  return new Set(hosts);
}

/**
 * Requests for web pages (no API route matched): under a Host the site does not serve, GET and
 * HEAD are sent to the public origin (308) and anything else is refused (421) — so no page is
 * rendered, and nothing cached, per made-up Host (issue 19 §6). Then a method other than GET,
 * HEAD or POST, or a POST that is not a form, is refused before any body is read or rendered.
 */
export function registerPageRequestGuard(app: FastifyInstance) {
  const hosts = siteHosts(app.env);
  const publicOrigin = app.env.PUBLIC_ORIGIN?.replace(/\/$/, '');
  app.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.url !== undefined || NOT_WEB.some((p) => req.url.startsWith(p))) return;
    if (hosts && !hosts.has(String(req.headers.host ?? '').toLowerCase())) {
      if (req.method === 'GET' || req.method === 'HEAD') return reply.redirect(`${publicOrigin}${req.url}`, 308);
      return sendFailure(req, reply, 'BAD_REQUEST', { status: 421 });
    }
    if (req.method === 'GET' || req.method === 'HEAD') return;
    if (req.method !== 'POST') {
      reply.header('allow', PAGE_METHODS);
      return sendFailure(req, reply, 'METHOD_NOT_ALLOWED');
    }
    if (!FORM.test(req.headers['content-type'] ?? '')) return sendFailure(req, reply, 'UNSUPPORTED_MEDIA_TYPE');
  });
}
