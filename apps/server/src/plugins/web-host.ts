import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiNotFound } from './errors';

type RequestHandler = (request: Request, loadContext: { nonce: string; apiOrigin: string }) => Promise<Response>;

const NOT_WEB = ['/api/', '/servicer/api/', '/pc/api/', '/upload/', '/ws/'];

/** The request as a Fetch Request whose signal aborts when the shopper goes away mid-response. */
function toRequest(req: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  reply.raw.once('close', () => {
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

async function send(reply: FastifyReply, res: Response) {
  reply.status(res.status);
  for (const [key, value] of res.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(res.body ? Readable.fromWeb(res.body as import('node:stream/web').ReadableStream) : null);
}

/**
 * Serves the built web app: static assets from build/client (hashed files cached for good) and
 * every other non-API request through React Router's server build, with a CSP nonce per page.
 */
export async function registerWebHost(app: FastifyInstance, apiOrigin: string) {
  const buildDir = path.resolve(app.env.WEB_BUILD_DIR);
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  let handler: RequestHandler | null = null;
  if (fs.existsSync(serverEntry)) {
    const { createRequestHandler } = await import('react-router');
    const build = await import(pathToFileURL(serverEntry).href);
    handler = createRequestHandler(build, 'production') as RequestHandler;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      wildcard: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn(`no web build at ${serverEntry}: only the API is served`);
  }

  app.setNotFoundHandler(async (req, reply) => {
    if (!handler || NOT_WEB.some((p) => req.url.startsWith(p))) return apiNotFound(req, reply);
    const nonce = (reply.raw as typeof reply.raw & { scriptNonce?: string }).scriptNonce ?? '';
    const res = await handler(toRequest(req, reply, `http://${req.headers.host ?? 'localhost'}`), { nonce, apiOrigin });
    return send(reply, res);
  });
}
