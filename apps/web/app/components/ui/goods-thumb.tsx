import { Img } from './img';

// Whole class names, so that Tailwind finds them in the source.
const SIZE_CLASS = { 40: 'size-10', 56: 'size-14', 60: 'size-15', 64: 'size-16' } as const;

/** A goods picture beside its name in a row: square, rounded, never squeezed by the text. */
export function GoodsThumb({ src, size }: { src: string | null | undefined; size: keyof typeof SIZE_CLASS }) {
  return (
    <Img
      kind="goods"
      src={src}
      width={size}
      height={size}
      alt=""
      className={`${SIZE_CLASS[size]} shrink-0 rounded object-cover`}
    />
  );
}
