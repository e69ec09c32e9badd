import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { IMAGE_VARIANTS, IMAGE_VARIANT_NAME, type ImageVariant } from '@zay/contract';
import { PRIVATE_UPLOADS } from '../../plugins/cache-policy';
import { isStorageKey, type UploadStorage } from '../../lib/upload-storage';

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

/** `variant` of the original's bytes, in the original's format (null for a format not resized). */
async function makeVariant(original: Buffer, variant: ImageVariant, ext: string): Promise<Buffer | null> {
  const format = FORMAT[ext.toLowerCase()];
  if (!format) return null;
  return sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: IMAGE_VARIANTS[variant], withoutEnlargement: true })
    .toFormat(format, format === 'webp' ? { quality: 80, effort: 2 } : {})
    .toBuffer();
}

/**
 * Size variants of public images (issue 32 §1, ADR 088): a GET of `/upload/…/name_mid.webp` whose
 * file is missing makes it from `/upload/…/name.webp` with sharp and stores it beside the
 * original in the upload storage (ADR 105: on whichever process asks, for all of them); the
 * upload server then answers it like any upload (same cache and cross-origin headers). Only a
 * variant of an existing image is made: no dot segments, no variant of a variant, no transfer
 * proofs; anything else is left to the upload server, which answers 404.
 */
export function registerImageVariants(app: FastifyInstance, storage: UploadStorage) {
  const making = new Map<string, Promise<void>>();

  app.addHook('onRequest', async (req) => {
    const rel = uploadPath(req);
    if (rel === null) return;
    const m = IMAGE_VARIANT_NAME.exec(rel);
    if (!m) return;
    const [, base, variant, ext] = m as unknown as [string, string, ImageVariant, string];
    if (IMAGE_VARIANT_NAME.test(`${base}${ext}`)) return; // a variant of a variant
    const target = rel;
    const original = `${base}${ext}`;
    if (!isStorageKey(target) || !isStorageKey(original)) return;
    let job = making.get(target);
    if (!job) {
      job = (async () => {
        if (await storage.exists(target)) return;
        const bytes = await storage.read(original);
        const made = bytes && (await makeVariant(bytes, variant.toLowerCase() as ImageVariant, ext));
        if (made) await storage.put(target, made);
      })()
        .catch((err: unknown) => req.log.warn({ err, file: rel }, 'image variant not made'))
        .finally(() => making.delete(target));
      making.set(target, job);
    }
    await job;
  });
}
