import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { CODES } from '@zay/contract';
import { AppError, badRequest } from '../../lib/app-error';

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
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes and re-encodes the image in its own format (animation kept for GIF and WebP,
 * metadata dropped, orientation applied), so nothing but pixels reaches the disk.
 */
export async function reencode(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const animated = kind === 'gif' || kind === 'webp';
  let img = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  if (kind === 'jpeg') img = img.rotate();
  img = img.resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  if (kind === 'jpeg') img = img.jpeg({ quality: 85 });
  else if (kind === 'png') img = img.png({ compressionLevel: 8 });
  else if (kind === 'webp') img = img.webp({ quality: 85 });
  else img = img.gif();
  try {
    return await img.toBuffer();
  } catch {
    throw badRequest('UPLOAD_TYPE_INVALID');
  }
}

/** Stores the image under `${uploadDir}/${folder}/YYYYMM/` with a random name; answers its URL path. */
export async function storeImage(uploadDir: string, folder: string, bytes: Buffer, kind: ImageKind): Promise<string> {
  const d = new Date();
  const month = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${randomBytes(18).toString('base64url')}.${EXT[kind]}`;
  const dir = path.join(path.resolve(uploadDir), folder, month);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `/upload/${folder}/${month}/${name}`;
}

/**
 * The one file of a multipart upload (`field` when given), at most `maxBytes`. A body that is
 * not well-formed multipart (no boundary, broken part headers, cut short) is the sender's
 * mistake: 400, never a 500.
 */
export async function readUpload(req: FastifyRequest, maxBytes: number, field?: string): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest('UPLOAD_REQUIRED');
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } });
    if (!part || (field && part.fieldname !== field)) throw badRequest('UPLOAD_REQUIRED');
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('UPLOAD_TOO_LARGE', 413, CODES.ERROR, { max: maxBytes / 1024 / 1024 });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', 413, CODES.PARAMETER_ERROR);
    req.log.info({ err }, 'malformed multipart body');
    throw new AppError('BAD_REQUEST', 400, CODES.PARAMETER_ERROR);
  }
}
