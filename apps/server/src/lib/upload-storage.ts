import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Env } from '../env';

/** One stored file, opened for reading. */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
  modified: Date;
  etag: string;
}

/**
 * Where uploads and generated images (size variants, QR codes, the seed's pictures) live (issue 33
 * §2, ADR 105): a key is the path after `upload/` (`chat/202612/x.jpg`). The local disk under
 * UPLOAD_DIR by default; an S3-compatible bucket with S3_BUCKET, so every process sees every file.
 */
export interface UploadStorage {
  readonly kind: 'local' | 's3';
  /** Writes the file whole (a reader never sees half of it); a key's bytes never change afterwards. */
  put(key: string, bytes: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The file as a stream with what a response needs, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  close(): void;
}

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
};

/** The content type a stored file is served with, by its extension. */
export const contentTypeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/**
 * A key is a plain relative path: no empty, dot or dot-dot segment, no backslash, NUL or control
 * character. Anything else is refused before it reaches a disk or a bucket.
 */
export function isStorageKey(key: string): boolean {
  if (!key || key.length > 512 || key.includes('\\') || [...key].some((ch) => ch.charCodeAt(0) < 0x20)) return false;
  return key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
}

/** The key of an upload path (`upload/…`), or null when it is not one. */
export function keyOfUpload(picPath: string): string | null {
  if (!picPath.startsWith('upload/')) return null;
  const key = picPath.slice('upload/'.length);
  return isStorageKey(key) ? key : null;
}

function checked(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Files under one folder of the local disk. */
export function diskStorage(dir: string): UploadStorage & { root: string } {
  const root = path.resolve(dir);
  const file = (key: string) => path.join(root, checked(key));
  const stat = (key: string) =>
    fsp.stat(file(key)).then(
      (s) => (s.isFile() ? s : null),
      () => null,
    );
  return {
    kind: 'local',
    root,
    async put(key, bytes) {
      const target = file(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fsp.writeFile(tmp, bytes);
      await fsp.rename(tmp, target);
    },
    exists: async (key) => (await stat(key)) !== null,
    read: (key) => fsp.readFile(file(key)).catch(() => null),
    async open(key) {
      const s = await stat(key);
      if (!s) return null;
      return {
        body: fs.createReadStream(file(key)),
        size: s.size,
        contentType: contentTypeOf(key),
        modified: s.mtime,
        etag: `W/"${s.size.toString(16)}-${s.mtimeMs.toString(16)}"`,
      };
    },
    close() {},
  };
}

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** A bucket's storage, with the bucket's own copy for backups (ADR 110). */
export interface S3UploadStorage extends UploadStorage {
  /**
   * Copies every object whose key starts with `from` (and not with `skip`), from this bucket or
   * `fromBucket`, to the key with `to` in its place in this bucket — the store's own copy, no bytes
   * through this process; answers how many.
   */
  copyPrefix(from: string, to: string, opts?: { skip?: string; fromBucket?: string }): Promise<number>;
}

/** Objects in an S3-compatible bucket (AWS, MinIO, Ceph, R2, a local test server…). */
export function s3Storage(s: S3Settings): S3UploadStorage {
  const config: S3ClientConfig = {
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers do not know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (s.accessKeyId && s.secretAccessKey)
    config.credentials = { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey };
  const client = new S3Client(config);
  const Bucket = s.bucket;
  return {
    kind: 's3',
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentTypeOf(key) }),
      );
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async read(key) {
      const file = await this.open(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async open(key) {
      try {
        const o = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return {
          body: o.Body as Readable,
          size: o.ContentLength ?? 0,
          contentType: contentTypeOf(key),
          modified: o.LastModified ?? new Date(0),
          etag: o.ETag ?? '',
        };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async copyPrefix(from, to, { skip, fromBucket = Bucket } = {}) {
      let copied = 0;
      let token: string | undefined;
      do {
        const list = new ListObjectsV2Command({ Bucket: fromBucket, Prefix: from, ContinuationToken: token });
        const page = await client.send(list);
        for (const { Key } of page.Contents ?? []) {
          if (!Key || (skip && Key.startsWith(skip))) continue;
          const target = checked(to + Key.slice(from.length));
          const source = `${fromBucket}/${Key.split('/').map(encodeURIComponent).join('/')}`;
          await client.send(new CopyObjectCommand({ Bucket, Key: target, CopySource: source }));
          copied++;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return copied;
    },
    close: () => client.destroy(),
  };
}

/** The storage the settings ask for: the bucket when S3_BUCKET is set, else UPLOAD_DIR on this disk. */
export function storageFrom(env: Env): UploadStorage {
  const s3 = s3SettingsFrom(env);
  return s3 ? s3Storage(s3) : diskStorage(env.UPLOAD_DIR);
}

/** The bucket's settings, or null when uploads live on this disk. */
export function s3SettingsFrom(env: Env): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}
