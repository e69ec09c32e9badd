import { Img } from './img';

// Whole class names, so that Tailwind finds them in the source.
const SIZE_CLASS = { 20: 'size-5', 40: 'size-10', 80: 'size-20' } as const;

/** The signed-in member's round picture (header, home page, member centre): above the fold, so loaded at once. */
export function MemberAvatar({ src, size }: { src: string | null | undefined; size: keyof typeof SIZE_CLASS }) {
  return (
    <Img
      kind="headimg"
      src={src}
      width={size}
      height={size}
      alt=""
      eager
      className={`${SIZE_CLASS[size]} rounded-full object-cover`}
    />
  );
}
