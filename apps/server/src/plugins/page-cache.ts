import zlib from 'node:zlib';
import { LANG_COOKIE, chosenLang, type Lang } from '@zay/contract';

/**
 * The micro-cache of server-rendered pages for visitors (ADR 011): the same page, language and
 * host within a second or two is rendered once. Only the CSP nonce differs between responses;
 * entries keep the page cut at the nonce so each response gets its own, also when gzipped.
 */

/** Cookies that may ride along on a cacheable request; any other cookie (a session) means "render". */
const HARMLESS_COOKIES = new Set([LANG_COOKIE]);

export interface PageRequest {
  method: string;
  url: string;
  host: string | undefined;
  cookie: string | undefined;
  authorization: string | undefined;
}

function cookieNames(header: string): string[] {
  return header
    .split(';')
    .map((part) => part.slice(0, part.indexOf('=') >>> 0).trim())
    .filter(Boolean);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The web app's own choice of language (ADR 030): the shopper's cookie, else Burmese. */
export function pageLang(req: PageRequest): Lang {
  return chosenLang(cookieValue(req.cookie, LANG_COOKIE));
}

/** The cache key of a visitor's page view, or null when the request must be rendered for itself. */
export function pageCacheKey(req: PageRequest): string | null {
  if (req.method !== 'GET' || req.authorization) return null;
  if (req.cookie && cookieNames(req.cookie).some((name) => !HARMLESS_COOKIES.has(name))) return null;
  return `${req.host ?? ''}\n${pageLang(req)}\n${req.url}`;
}

/** A gzip member built from pieces that were each deflated up to a full flush (no shared history). */
interface GzipPieces {
  segments: Buffer[];
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body split at every occurrence of the nonce it was rendered with. */
  parts: Buffer[];
  /** Memory held (the rendered body). */
  bytes: number;
  /** The body's length without its nonces. */
  partsBytes: number;
  expires: number;
  gzip?: GzipPieces;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty, final stored block: ends the deflate stream. */
const DEFLATE_END = Buffer.from([1, 0, 0, 0xff, 0xff]);

function split(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce, 0, 'latin1'); at >= 0; at = body.indexOf(nonce, from, 'latin1')) {
    parts.push(body.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** A deflate stored block (byte-aligned: every piece before it ended with a full flush). */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0; // not final, stored
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

export function cachePage(
  status: number,
  headers: [string, string][],
  body: Buffer,
  nonce: string,
  ttlMs: number,
): CachedPage {
  const parts = split(body, nonce);
  const partsBytes = parts.reduce((sum, part) => sum + part.length, 0);
  return { status, headers, parts, bytes: body.length, partsBytes, expires: Date.now() + ttlMs };
}

/** The page with this response's nonce. */
export function pageBody(page: CachedPage, nonce: string): Buffer {
  if (page.parts.length === 1) return page.parts[0]!;
  const glue = Buffer.from(nonce, 'latin1');
  return Buffer.concat(page.parts.flatMap((part, i) => (i ? [glue, part] : [part])));
}

/**
 * The page gzipped with this response's nonce, without compressing it again: the pieces between
 * nonces are deflated once (each ending in a full flush, so none refers back past it), the nonce
 * goes in as a stored block, and only the CRC is computed per response.
 */
export function pageBodyGzip(page: CachedPage, nonce: string): Buffer {
  page.gzip ??= {
    segments: page.parts.map((part) =>
      zlib.deflateRawSync(part, { level: 6, finishFlush: zlib.constants.Z_FULL_FLUSH }),
    ),
  };
  const glue = Buffer.from(nonce, 'latin1');
  const nonceBlock = storedBlock(glue);
  const trailer = Buffer.alloc(8);
  let crc = 0;
  page.parts.forEach((part, i) => {
    if (i) crc = zlib.crc32(glue, crc);
    crc = zlib.crc32(part, crc);
  });
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.partsBytes + (page.parts.length - 1) * glue.length) >>> 0, 4);
  return Buffer.concat([
    GZIP_HEADER,
    ...page.gzip.segments.flatMap((segment, i) => (i ? [nonceBlock, segment] : [segment])),
    DEFLATE_END,
    trailer,
  ]);
}

/** Pages by key for a short life, within a byte budget (oldest entries go first). */
export class PageCache {
  private pages = new Map<string, CachedPage>();
  private inflight = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;
  private cleared = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /**
   * The page for this key: fresh within its life; for one more life after that it is still
   * handed out but marked stale, while a single render replaces it (stale-while-revalidate), so
   * visitors never queue behind the refresh.
   */
  lookup(key: string): { page: CachedPage; stale: boolean } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const now = Date.now();
    if (page.expires > now) return { page, stale: false };
    if (page.expires + this.ttlMs > now) return { page, stale: true };
    this.delete(key);
    return undefined;
  }

  /**
   * Which clearing the cache is at: a render notes it when it starts, and `set` drops the page if
   * the cache was cleared meanwhile (the render may have read what the change replaced; ADR 094).
   */
  get generation(): number {
    return this.cleared;
  }

  set(key: string, page: CachedPage, generation = this.cleared): void {
    if (generation !== this.cleared || page.bytes > this.maxBytes / 8) return;
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += page.bytes;
    const now = Date.now();
    for (const [oldest, old] of this.pages) {
      if (this.bytes <= this.maxBytes && old.expires + this.ttlMs > now) break;
      this.delete(oldest);
    }
  }

  /** The render under way for this key, so simultaneous visitors wait for one render, not start many. */
  pending(key: string): Promise<CachedPage | null> | undefined {
    return this.inflight.get(key);
  }

  track(key: string, render: Promise<CachedPage | null>): void {
    this.inflight.set(key, render);
    void render.finally(() => this.inflight.get(key) === render && this.inflight.delete(key)).catch(() => {});
  }

  /**
   * Forgets every page (the platform changed content pages show), and the renders under way: a
   * visitor arriving now waits for a render that starts now, and theirs will not be kept.
   */
  clear(): void {
    this.pages.clear();
    this.inflight.clear();
    this.bytes = 0;
    this.cleared++;
  }

  get size(): number {
    return this.pages.size;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.bytes -= page.bytes;
    this.pages.delete(key);
  }
}
