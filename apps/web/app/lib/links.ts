import { imageVariantPath, variantForWidth } from '@zay/contract';

/**
 * Link targets arrive as JSON strings (`{"url": "/list"}`) or plain text from shop admins. Only site paths
 * and http(s) URLs are let through, so a stored `javascript:` link can never run.
 */
export function safeUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (/^https?:\/\//i.test(url)) return url;
  return '';
}

export function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Upload paths come back relative ("upload/a.png"); the browser needs them rooted. */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:|\/)/i.test(path)) return path;
  return `/${path}`;
}

/**
 * A public upload image's browser URL as its smallest size variant at least twice `width` wide
 * (`_small`, `_mid`, `_big`: ADR 088), made by the server on first request; the URL itself for
 * anything else (another origin, transfer proofs, QR codes, images wider than the largest variant).
 */
export function thumbnailUrl(url: string, width: number): string {
  if (!url.startsWith('/upload/') || /^\/upload\/(payproof|qrcode)\//.test(url)) return url;
  const variant = variantForWidth(width);
  return variant ? imageVariantPath(url, variant) : url;
}

/** A comma-separated list of upload paths (a SKU's or goods' pictures) as browser URLs, blanks dropped. */
export function imageUrls(list: string): string[] {
  return list
    .split(',')
    .map((s) => imageUrl(s.trim()))
    .filter(Boolean);
}
