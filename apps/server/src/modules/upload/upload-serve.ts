import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isStorageKey, diskStorage, type UploadStorage } from '../../lib/upload-storage';
import { PRIVATE_UPLOADS } from '../../plugins/cache-policy';
import { registerImageVariants } from './image-variants';

/** How long a browser may keep an upload, as the static server's '7d'; proofs and QR codes have their own (cache-policy.ts). */
const MAX_AGE_SEC = 7 * 24 * 3600;

/** Public images may be shown by a client on another origin (issue 13); transfer proofs may not. */
const crossOrigin = (url: string) => !url.startsWith(PRIVATE_UPLOADS);

/**
 * `/upload/…` answered from the upload storage (ADR 105), with the size variants made on demand
 * first (image-variants.ts). On the local disk the static file server reads the folder as it
 * always did; from a bucket, the object is streamed with its type, length and the same cache and
 * cross-origin headers, and a missing one is the app's 404.
 */
export async function serveUploads(app: FastifyInstance, storage: UploadStorage) {
  registerImageVariants(app, storage);
  if (storage.kind === 'local') {
    const root = (storage as ReturnType<typeof diskStorage>).root;
    fs.mkdirSync(root, { recursive: true });
    const proofs = path.join(root, PRIVATE_UPLOADS.slice('/upload/'.length));
    await app.register(fastifyStatic, {
      root,
      prefix: '/upload/',
      decorateReply: false,
      maxAge: '7d',
      setHeaders: (res, file) => {
        if (!file.startsWith(proofs)) res.setHeader('cross-origin-resource-policy', 'cross-origin');
      },
    });
    return;
  }
  app.get('/upload/*', (req, reply) => fromBucket(storage, req, reply));
}

async function fromBucket(storage: UploadStorage, req: FastifyRequest, reply: FastifyReply) {
  let key: string;
  try {
    key = decodeURIComponent(req.url.split('?')[0]!.slice('/upload/'.length));
  } catch {
    return reply.callNotFound();
  }
  if (!isStorageKey(key)) return reply.callNotFound();
  const file = await storage.open(key);
  if (!file) return reply.callNotFound();
  reply
    .header('content-type', file.contentType)
    .header('cache-control', `public, max-age=${MAX_AGE_SEC}`)
    .header('last-modified', file.modified.toUTCString());
  if (file.etag) reply.header('etag', file.etag);
  if (crossOrigin(req.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
  if (file.etag && req.headers['if-none-match'] === file.etag) {
    file.body.destroy();
    return reply.code(304).send();
  }
  reply.header('content-length', file.size);
  return reply.send(file.body);
}
