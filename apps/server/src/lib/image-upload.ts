import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from './app-error';
import { keyOfUpload, type UploadStorage } from './upload-storage';
import { WorkQueue } from './work-queue';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** The image kind by its first bytes; the file name and the sent MIME type are not trusted. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return null;
}

const EXT: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
/** Longest side kept; larger pictures are scaled down. */
const MAX_SIDE = 1600;
/**
 * The work one upload may cost (issue 19 §5): a 97 KB GIF of 100 frames of 600×600 (36 M
 * pixels in all) took ~3.8 s to re-encode. A still picture may have 40 M pixels (a phone
 * photo has ~12 M); an animation at most 50 frames and 6 M pixels over all its frames (~0.6 s);
 * any re-encoding is stopped after a few seconds.
 */
export const IMAGE_BOUNDS = { maxPixels: 40_000_000, maxFrames: 50, maxAnimatedPixels: 6_000_000, timeoutSec: 5 };
/** Re-encodings run one at a time (libuv's 4 threads stay free for files and password hashing); 16 may wait. */
const encoder = new WorkQueue(1, 16);
/** One uploader's pictures in the shared encoder at once (running or waiting there). */
const PER_UPLOADER = 2;
/**
 * Pictures one uploader may have on their way at once unless the form sends more together
 * (`Uploader.batch`: 6 for a review, SPEC §9): those past PER_UPLOADER wait in the uploader's own
 * line, so a batch takes two of the shared queue's places, never more (issue 35 §4).
 */
const DEFAULT_BATCH = 2;
const inFlight = new Map<string, number>();
const lanes = new Map<string, WorkQueue>();
let oneThread = false;

/** Who uploads (`m:12`, `s:3`…) and how many pictures their form may send at once. */
export type Uploader = string | { key: string; batch: number };

/** Refuses pictures whose decoding would cost more than the bounds allow, from the header alone. */
async function checkBounds(bytes: Buffer, animated: boolean) {
  const meta = await sharp(bytes, { animated, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new AppError('UPLOAD_TYPE_INVALID');
  const frames = animated ? Math.max(1, meta.pages ?? 1) : 1;
  const framePixels = meta.width * (frames > 1 ? (meta.pageHeight ?? meta.height / frames) : meta.height);
  if (framePixels > IMAGE_BOUNDS.maxPixels) throw new AppError('UPLOAD_IMAGE_TOO_COMPLEX');
  if (frames > 1 && (frames > IMAGE_BOUNDS.maxFrames || framePixels * frames > IMAGE_BOUNDS.maxAnimatedPixels))
    throw new AppError('UPLOAD_IMAGE_TOO_COMPLEX');
}

type Encoder<T> = (bytes: Buffer, kind: ImageKind) => Promise<T>;

/**
 * `reencode` (or `encode`) in the shared encoder queue, at most PER_UPLOADER at once for
 * `uploader` and the rest of their batch waiting in their own line; past the batch they are refused
 * with 429, and a full shared queue with 503, before any decoding.
 */
export function reencodeFor(uploader: Uploader, bytes: Buffer, kind: ImageKind): Promise<Buffer>;
export function reencodeFor<T>(uploader: Uploader, bytes: Buffer, kind: ImageKind, encode: Encoder<T>): Promise<T>;
export async function reencodeFor<T>(
  uploader: Uploader,
  bytes: Buffer,
  kind: ImageKind,
  encode: Encoder<T | Buffer> = reencode,
): Promise<T | Buffer> {
  const { key, batch } = typeof uploader === 'string' ? { key: uploader, batch: DEFAULT_BATCH } : uploader;
  const mine = inFlight.get(key) ?? 0;
  if (mine >= Math.max(batch, PER_UPLOADER)) throw new AppError('RATE_LIMITED');
  inFlight.set(key, mine + 1);
  let lane = lanes.get(key);
  if (!lane) lanes.set(key, (lane = new WorkQueue(PER_UPLOADER, Number.MAX_SAFE_INTEGER)));
  // libvips' own threads per picture: one, so an upload takes one of the two cores, not both.
  if (!oneThread) oneThread = sharp.concurrency(1) === 1;
  try {
    return await lane.run(() => encoder.run(() => encode(bytes, kind)));
  } finally {
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else {
      inFlight.delete(key);
      lanes.delete(key);
    }
  }
}

/**
 * Decodes and re-encodes the image in its own format (animation kept for GIF and WebP within
 * IMAGE_BOUNDS, metadata dropped, orientation applied), so nothing but pixels reaches the disk.
 */
export async function reencode(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const animated = kind === 'gif' || kind === 'webp';
  await checkBounds(bytes, animated);
  let img = sharp(bytes, { animated, limitInputPixels: IMAGE_BOUNDS.maxPixels, failOn: 'error' });
  img = img.timeout({ seconds: IMAGE_BOUNDS.timeoutSec });
  if (kind === 'jpeg') img = img.rotate();
  img = img.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  if (kind === 'jpeg') img = img.jpeg({ quality: 85 });
  else if (kind === 'png') img = img.png({ compressionLevel: 8 });
  else if (kind === 'webp') img = img.webp({ quality: 85 });
  else img = img.gif();
  try {
    return await img.toBuffer();
  } catch (err) {
    throw new AppError(/timeout/i.test(String(err)) ? 'UPLOAD_IMAGE_TOO_COMPLEX' : 'UPLOAD_TYPE_INVALID');
  }
}

/**
 * Stored and answered image paths are relative, without a leading slash (`upload/chat/…`): the
 * API family's clients put their image domain and a `/` in front (ADR 044).
 */
export const UPLOAD_PATH_PREFIX = 'upload/';

/** Whether an upload path (`upload/…`) names a file in the storage (never this process's disk: ADR 105). */
export async function hasUpload(storage: UploadStorage, picPath: string): Promise<boolean> {
  const key = keyOfUpload(picPath);
  return key !== null && (await storage.exists(key));
}

/** Stores the image under `${folder}/YYYYMM/` with a random name; answers its path (`upload/…`). */
export async function storeImage(
  storage: UploadStorage,
  folder: string,
  bytes: Buffer,
  kind: ImageKind,
): Promise<string> {
  return storeImageSet(storage, folder, kind, { '': bytes });
}

/**
 * Stores copies of one image side by side under one random name, each with its suffix before the
 * extension (`{ '': small, '@2x': large }` → `x.jpg`, `x@2x.jpg`); answers the path of the `''` one.
 */
export async function storeImageSet(
  storage: UploadStorage,
  folder: string,
  kind: ImageKind,
  copies: Record<string, Buffer>,
): Promise<string> {
  const d = new Date();
  const month = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = randomBytes(18).toString('base64url');
  // The '' copy last: once its path can be known, every other copy is there.
  const entries = Object.entries(copies).sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : 0));
  for (const [suffix, bytes] of entries) await storage.put(`${folder}/${month}/${name}${suffix}.${EXT[kind]}`, bytes);
  return `${UPLOAD_PATH_PREFIX}${folder}/${month}/${name}.${EXT[kind]}`;
}

/**
 * A still square picture of `side` pixels and one of twice that (sharp screens), cut from the
 * middle of the image, in its own format, metadata dropped (the avatar, SPEC §1.3).
 */
export async function squareImages(bytes: Buffer, kind: ImageKind, side: number) {
  await checkBounds(bytes, false);
  const one = async (size: number) => {
    let img = sharp(bytes, { limitInputPixels: IMAGE_BOUNDS.maxPixels, failOn: 'error' }).timeout({
      seconds: IMAGE_BOUNDS.timeoutSec,
    });
    if (kind === 'jpeg') img = img.rotate();
    img = img.resize({ width: size, height: size, fit: 'cover' });
    img =
      kind === 'png'
        ? img.png({ compressionLevel: 8 })
        : kind === 'webp'
          ? img.webp({ quality: 85 })
          : img.jpeg({ quality: 85 });
    try {
      return await img.toBuffer();
    } catch (err) {
      throw new AppError(/timeout/i.test(String(err)) ? 'UPLOAD_IMAGE_TOO_COMPLEX' : 'UPLOAD_TYPE_INVALID');
    }
  };
  return { small: await one(side), large: await one(side * 2) };
}

/** A multipart failure as the sender's mistake (400, 413), never a 500. */
function uploadError(req: FastifyRequest, err: unknown, maxBytes: number): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('UPLOAD_TOO_LARGE', { max: maxBytes / 1024 / 1024 });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError('PAYLOAD_TOO_LARGE');
  req.log.info({ err }, 'malformed multipart body');
  return new AppError('BAD_REQUEST');
}

/**
 * The one file of a multipart upload (`field` when given), at most `maxBytes`. A body that is
 * not well-formed multipart (no boundary, broken part headers, cut short) is the sender's
 * mistake: 400, never a 500.
 */
export async function readUpload(req: FastifyRequest, maxBytes: number, field?: string): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('UPLOAD_REQUIRED');
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } });
    if (!part || (field && part.fieldname !== field)) throw new AppError('UPLOAD_REQUIRED');
    return await part.toBuffer();
  } catch (err) {
    throw uploadError(req, err, maxBytes);
  }
}

/**
 * The files of a multipart upload by field, each at most its own size (`{ file: 10 MB, images:
 * 50 MB }`); a field named twice or not listed is refused. The first field is required.
 */
export async function readUploads<F extends string>(
  req: FastifyRequest,
  maxBytes: Record<F, number>,
): Promise<Record<F, Buffer | undefined>> {
  if (!req.isMultipart()) throw new AppError('UPLOAD_REQUIRED');
  const fields = Object.keys(maxBytes) as F[];
  const out = {} as Record<F, Buffer | undefined>;
  const largest = Math.max(...fields.map((f) => maxBytes[f]));
  let max = largest;
  try {
    const limits = { fileSize: largest, files: fields.length, fields: 10, parts: 12 };
    for await (const part of req.files({ limits })) {
      const field = part.fieldname as F;
      if (!fields.includes(field) || out[field]) throw new AppError('BAD_REQUEST');
      max = maxBytes[field];
      const bytes = await part.toBuffer();
      if (bytes.length > max) throw new AppError('UPLOAD_TOO_LARGE', { max: max / 1024 / 1024 });
      out[field] = bytes;
    }
  } catch (err) {
    throw uploadError(req, err, max);
  }
  if (!out[fields[0]!]) throw new AppError('UPLOAD_REQUIRED');
  return out;
}

/** Where a shop's goods pictures are stored (`upload/goods/<shop>/YYYYMM/…`). */
export const goodsImageFolder = (siteId: number) => `goods/${siteId}`;

/**
 * A goods picture as the goods form's upload takes it (ADR 090): JPEG, PNG or WebP by its bytes,
 * decoded and re-encoded within IMAGE_BOUNDS in `uploader`'s line of the shared encoder.
 */
export async function reencodeGoodsImage(
  uploader: Uploader,
  bytes: Buffer,
): Promise<{ bytes: Buffer; kind: ImageKind }> {
  const kind = sniffImage(bytes);
  if (!kind || kind === 'gif') throw new AppError('UPLOAD_TYPE_INVALID');
  return { bytes: await reencodeFor(uploader, bytes, kind), kind };
}
