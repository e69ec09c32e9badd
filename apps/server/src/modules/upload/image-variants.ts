import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { IMAGE_VARIANTS, IMAGE_VARIANT_NAME, type ImageVariant } from '@zay/contract';
import { PRIVATE_UPLOADS } from '../../plugins/cache-policy';

/** Originals larger than this many pixels are not resized (uploads are re-encoded far below it). */
const MAX_INPUT_PIXELS = 40_000_000;

const FORMAT: Record<string, keyof sharp.FormatEnum> = {
  '.webp': 'webp',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.gif': 'gif',
};

/** The decoded path under /upload/, or null when it is not one a variant may be made for. */
function uploadPath(req: FastifyRequest): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const raw = req.url.split('?')[0]!;
  if (!raw.startsWith('/upload/') || raw.startsWith(PRIVATE_UPLOADS)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // No dot segments, no backslashes, no NUL: the name must be the plain path it looks like.
  if (/\\|\0/.test(decoded) || decoded.split('/').some((s) => s === '..' || s === '.')) return null;
  return decoded.slice('/upload/'.length);
}

const exists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/** Writes `variant` of `original` beside it (to a temporary name first, so no reader sees half a file). */
async function makeVariant(original: string, target: string, variant: ImageVariant, ext: string) {
  const format = FORMAT[ext.toLowerCase()];
  if (!format) return;
  const image = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: IMAGE_VARIANTS[variant], withoutEnlargement: true })
    .toFormat(format, format === 'webp' ? { quality: 80, effort: 2 } : {})
    .toBuffer();
  const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(tmp, image);
  await fs.rename(tmp, target);
}

/**
 * Size variants of public images (issue 32 §1, ADR 088): a GET of `/upload/…/name_mid.webp` whose
 * file is missing makes it from `/upload/…/name.webp` with sharp and keeps it beside the
 * original; the static file server then answers it like any upload (same cache and cross-origin
 * headers). Only a variant of an existing image under the upload directory is made: no dot
 * segments, no variant of a variant, no transfer proofs; anything else is left to the static
 * server, which answers 404.
 */
export function registerImageVariants(app: FastifyInstance, uploadDir: string) {
  const root = path.resolve(uploadDir) + path.sep;
  const making = new Map<string, Promise<void>>();

  app.addHook('onRequest', async (req) => {
    const rel = uploadPath(req);
    if (rel === null) return;
    const m = IMAGE_VARIANT_NAME.exec(rel);
    if (!m) return;
    const [, base, variant, ext] = m as unknown as [string, string, ImageVariant, string];
    if (IMAGE_VARIANT_NAME.test(`${base}${ext}`)) return; // a variant of a variant
    const target = path.resolve(root, rel);
    const original = path.resolve(root, `${base}${ext}`);
    if (!target.startsWith(root) || !original.startsWith(root)) return;
    if (await exists(target)) return;
    let job = making.get(target);
    if (!job) {
      job = (async () => {
        if (await exists(original)) await makeVariant(original, target, variant.toLowerCase() as ImageVariant, ext);
      })()
        .catch((err: unknown) => req.log.warn({ err, file: rel }, 'image variant not made'))
        .finally(() => making.delete(target));
      making.set(target, job);
    }
    await job;
  });
}
