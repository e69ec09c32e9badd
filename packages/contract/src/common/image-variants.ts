/**
 * Size variants of public images (issue 32 §1, ADR 088): the family's clients ask for a thumbnail
 * by putting `_big`, `_mid` or `_small` before the extension of an image path
 * (`upload/…/g1-main_mid.webp`). The server makes each from the original on first request, at
 * most this wide (never wider than the original), in the original's format.
 */
export const IMAGE_VARIANTS = { big: 800, mid: 400, small: 200 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** The formats a variant is made of (what uploads and the seed store). */
const VARIANT_EXT = '(?:webp|png|jpe?g|gif)';

/** A variant's name: the original's base, `_big|_mid|_small`, the original's extension. */
export const IMAGE_VARIANT_NAME = new RegExp(`^(.+)_(big|mid|small)(\\.${VARIANT_EXT})$`, 'i');

const ORIGINAL_NAME = new RegExp(`^(.+)(\\.${VARIANT_EXT})$`, 'i');

/** The path of `variant` of an image path; the path itself when it is not an image that has variants. */
export function imageVariantPath(path: string, variant: ImageVariant): string {
  const m = ORIGINAL_NAME.exec(path);
  if (!m || IMAGE_VARIANT_NAME.test(path)) return path;
  return `${m[1]}_${variant}${m[2]}`;
}

/** The variants at least `px` wide, narrowest first (those a picture `px` wide may be drawn from). */
export function variantsForWidth(px: number): ImageVariant[] {
  return (Object.keys(IMAGE_VARIANTS) as ImageVariant[])
    .filter((v) => IMAGE_VARIANTS[v] >= px)
    .sort((a, b) => IMAGE_VARIANTS[a] - IMAGE_VARIANTS[b]);
}
