import fs from 'node:fs';
import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIXES } from '../lib/api-paths';
import { signalsOf } from '../lib/signals';
import { apiNotFound } from './errors';
import { scriptNonce } from './security';
import { cachePage, PageCache, pageBody, pageBodyGzip, pageCacheKey, type CachedPage } from './page-cache';

/** What the web app's loaders get beside the request (apps/web/app/lib/context.ts). */
interface LoadContext {
  [key: string]: unknown;
  nonce: string;
  apiOrigin?: string;
  apiTransport?: (path: string, init: { headers: Record<string, string>; body: string }) => Promise<unknown>;
  /** Goes up each time the platform changes what visitors' pages show (`contentChanged`). */
  contentVersion: number;
}
type RequestHandler = (request: Request, loadContext: LoadContext) => Promise<Response>;

// API paths answer the envelope, never a page (lib/api-paths.ts); missing files under /assets/
// (an old page after a deploy) get a plain 404, not a rendered page.
const NOT_WEB = [...API_PREFIXES, '/upload/', '/ws/', '/assets/'];
const COMPRESSIBLE = /^(text\/|application\/(json|javascript))/;

/**
 * The request as a Fetch Request whose signal aborts when the shopper goes away mid-response
 * (a background refresh of a cached page has no shopper to wait for).
 */
function toRequest(req: FastifyRequest, reply: FastifyReply | null): Request {
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const controller = new AbortController();
  reply?.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, String(value));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const body = hasBody ? (Buffer.isBuffer(req.body) ? req.body : JSON.stringify(req.body)) : undefined;
  return new Request(new URL(req.url, origin), { method: req.method, headers, body, signal: controller.signal });
}

const ACCEPTS = {
  gzip: /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/,
  br: /\bbr\b(?!\s*;\s*q=0(\.0*)?\b)/,
};

function accepts(req: FastifyRequest, encoding: keyof typeof ACCEPTS): boolean {
  const accept = req.headers['accept-encoding'];
  return typeof accept === 'string' && ACCEPTS[encoding].test(accept);
}

function copyHeaders(reply: FastifyReply, res: Response) {
  reply.status(res.status);
  for (const [key, value] of res.headers) {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/**
 * Compression of a page as it streams: brotli when the browser takes it, else gzip. The levels are
 * the cheap ones (brotli 4, gzip 4): a goods page's ~130 KB cost ~2 ms instead of gzip 6's ~8 ms,
 * for 5 % more bytes than gzip 6 (brotli 4 is 12 % fewer). Pieces that arrive together are flushed
 * together (one flush per turn of the event loop), so the shell reaches the browser before the
 * deferred parts.
 */
function streamingCompression(source: Readable, encoding: 'gzip' | 'br'): Transform {
  const stream =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : zlib.createGzip({ level: 4 });
  const flushKind = encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  let flushQueued = false;
  source.on('data', () => {
    if (flushQueued) return;
    flushQueued = true;
    setImmediate(() => {
      flushQueued = false;
      if (!stream.destroyed && !stream.writableEnded) stream.flush(flushKind, () => {});
    });
  });
  return stream;
}

/**
 * Joins what the renderer writes in one turn of the event loop into one piece: React writes a page
 * in some sixty small chunks, and each chunk is a round trip to the compressor's thread.
 */
function byTurn(): Transform {
  const pending: Buffer[] = [];
  let timer: NodeJS.Immediate | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      timer ??= setImmediate(() => {
        timer = null;
        if (pending.length) this.push(Buffer.concat(pending.splice(0)));
      });
      callback();
    },
    flush(callback) {
      if (timer) clearImmediate(timer);
      callback(null, pending.length ? Buffer.concat(pending.splice(0)) : undefined);
    },
  });
}

/** Keeps a copy of everything that streams through; `done` gets the whole body, or null if it broke off. */
function recorder(done: (body: Buffer | null) => void): Transform {
  const chunks: Buffer[] = [];
  let finished = false;
  const finish = (body: Buffer | null) => {
    if (!finished) done(body);
    finished = true;
  };
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      finish(Buffer.concat(chunks));
      callback();
    },
  });
  tap.once('close', () => finish(null));
  tap.once('error', () => finish(null));
  return tap;
}

function send(req: FastifyRequest, reply: FastifyReply, res: Response, record?: (body: Buffer | null) => void) {
  copyHeaders(reply, res);
  if (!res.body) {
    record?.(null);
    return reply.send(null);
  }
  const source = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream);
  const stages: (Readable | Transform)[] = [source];
  if (record) stages.push(recorder(record));
  const type = res.headers.get('content-type') ?? '';
  const encoding = accepts(req, 'br') ? 'br' : accepts(req, 'gzip') ? 'gzip' : null;
  if (encoding && COMPRESSIBLE.test(type) && !res.headers.has('content-encoding')) {
    reply.header('content-encoding', encoding);
    reply.header('vary', 'Accept-Encoding');
    stages.push(byTurn());
    stages.push(streamingCompression(stages.at(-1) as Readable, encoding));
  }
  // pipeline: a failure or a shopper leaving tears down every stage, down to React's render.
  return reply.send(stages.length === 1 ? source : pipeline(stages, () => {}));
}

function sendCached(req: FastifyRequest, reply: FastifyReply, page: CachedPage, nonce: string, state: string) {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  reply.header('x-page-cache', state);
  reply.header('vary', 'Accept-Encoding');
  if (accepts(req, 'gzip')) {
    reply.header('content-encoding', 'gzip');
    return reply.send(pageBodyGzip(page, nonce));
  }
  return reply.send(pageBody(page, nonce));
}

function storedHeaders(res: Response): [string, string][] {
  return [...res.headers].filter(([name]) => name !== 'content-length');
}

/** A fresh render may be kept only if it is a whole, ordinary page that sets no cookie. */
function keepable(res: Response): boolean {
  return (
    res.status === 200 &&
    !!res.body &&
    (res.headers.get('content-type') ?? '').startsWith('text/html') &&
    !res.headers.has('set-cookie') &&
    !res.headers.has('content-encoding') &&
    !/no-store|private/.test(res.headers.get('cache-control') ?? '')
  );
}

/**
 * Serves the built web app: static assets from build/client (hashed files cached for good, gzip
 * and brotli copies made at build time) and every other non-API request through React Router's
 * server build, with a CSP nonce per page. Visitors' pages pass through a micro-cache (ADR 011).
 */
export async function registerWebHost(app: FastifyInstance, apiOrigin: string | undefined) {
  const buildDir = path.resolve(app.env.WEB_BUILD_DIR);
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  const cache = app.env.PAGE_CACHE_MS > 0 ? new PageCache(app.env.PAGE_CACHE_MS) : null;
  if (cache) app.contentChanged.add(() => cache.clear());
  // The web app keeps the page chrome a few seconds; a save by the platform, on any process
  // (ADR 094), starts it afresh.
  const signals = signalsOf(app.db);
  let handler: RequestHandler | null = null;
  if (fs.existsSync(serverEntry)) {
    const build = await import(pathToFileURL(serverEntry).href);
    handler = build.entry.module.createRequestHandler(build, 'production') as RequestHandler;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn(`no web build at ${serverEntry}: only the API is served`);
  }

  // Loaders reach this process's API routes through inject (same routes, validation and envelope,
  // no TCP round trip), unless API_ORIGIN names a separate API.
  const apiTransport: LoadContext['apiTransport'] = apiOrigin
    ? undefined
    : async (url, { headers, body }) => (await app.inject({ method: 'POST', url, headers, payload: body })).json();
  const render = (req: FastifyRequest, reply: FastifyReply | null, nonce: string) => {
    if (!handler) throw new Error('no web build');
    return handler(toRequest(req, reply), {
      nonce,
      apiOrigin,
      apiTransport,
      contentVersion: signals.version('content'),
    });
  };

  /** Renders a cached page again off the shopper's path; until it lands, the stale copy is served. */
  function refresh(pages: PageCache, key: string, req: FastifyRequest) {
    const nonce = scriptNonce();
    const generation = pages.generation;
    const job = render(req, null, nonce).then(async (res) => {
      if (!keepable(res)) {
        await res.body?.cancel();
        return null;
      }
      const body = Buffer.from(await res.arrayBuffer());
      const page = cachePage(res.status, storedHeaders(res), body, nonce, pages.ttlMs);
      pages.set(key, page, generation);
      return page;
    });
    pages.track(
      key,
      job.catch((error: unknown) => {
        app.log.error(error, 'refreshing a cached page failed');
        return null;
      }),
    );
  }

  app.setNotFoundHandler(async (req, reply) => {
    if (!handler || NOT_WEB.some((p) => req.url.startsWith(p))) return apiNotFound(req, reply);
    const nonce = (reply.raw as typeof reply.raw & { scriptNonce?: string }).scriptNonce ?? '';
    const key = cache
      ? pageCacheKey({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          cookie: req.headers.cookie,
          authorization: req.headers.authorization,
        })
      : null;
    if (!cache || key === null) return send(req, reply, await render(req, reply, nonce));

    const found = cache.lookup(key);
    if (found) {
      if (found.stale && !cache.pending(key)) refresh(cache, key, req);
      return sendCached(req, reply, found.page, nonce, found.stale ? 'stale' : 'hit');
    }
    // Simultaneous visitors of an uncached page wait for one render rather than start their own.
    const waited = await cache.pending(key);
    if (waited) return sendCached(req, reply, waited, nonce, 'hit');

    let settle: (page: CachedPage | null) => void = () => {};
    cache.track(key, new Promise((resolve) => (settle = resolve)));
    const generation = cache.generation;
    try {
      const res = await render(req, reply, nonce);
      if (!keepable(res)) {
        settle(null);
        return send(req, reply, res);
      }
      reply.header('x-page-cache', 'miss');
      return send(req, reply, res, (body) => {
        if (!body) return settle(null);
        const page = cachePage(res.status, storedHeaders(res), body, nonce, cache.ttlMs);
        cache.set(key, page, generation);
        settle(page);
      });
    } catch (error) {
      settle(null);
      throw error;
    }
  });
}
