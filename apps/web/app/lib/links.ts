import { IMAGE_VARIANTS, imageVariantPath, variantsForWidth } from '@zay/contract';

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
 * A public upload image as a picture `width` px wide draws it: `src` the narrowest size variant
 * at least that wide (`_small` 200, `_mid` 400, `_big` 800: ADR 088, made by the server on first
 * request) and `srcSet` every such variant, so that a high-density screen takes a wider one. The
 * URL itself, without `srcSet`, for anything else (another origin, transfer proofs, QR codes, a
 * picture wider than the largest variant).
 */
export function thumbnailSources(url: string, width: number): { src: string; srcSet?: string } {
  if (!url.startsWith('/upload/') || /^\/upload\/(payproof|qrcode)\//.test(url)) return { src: url };
  const variants = variantsForWidth(width);
  const [first] = variants;
  if (!first || imageVariantPath(url, first) === url) return { src: url };
  const srcSet = variants.map((v) => `${imageVariantPath(url, v)} ${IMAGE_VARIANTS[v]}w`).join(', ');
  return { src: imageVariantPath(url, first), srcSet };
}

/** A comma-separated list of upload paths (a SKU's or goods' pictures) as browser URLs, blanks dropped. */
export function imageUrls(list: string): string[] {
  return list
    .split(',')
    .map((s) => imageUrl(s.trim()))
    .filter(Boolean);
}
