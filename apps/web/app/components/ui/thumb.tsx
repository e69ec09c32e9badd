import { Img, type ImgKind } from './img';

// Whole class names, so that Tailwind finds them in the source.
const SIZE_CLASS = { 18: 'size-[18px]', 40: 'size-10', 56: 'size-14', 60: 'size-15', 64: 'size-16' } as const;

interface Props {
  src: string | null | undefined;
  size: keyof typeof SIZE_CLASS;
}

/** A picture beside its name in a row or menu (a category's, say): square, rounded, never squeezed by the text. */
export function Thumb({ kind, src, size }: Props & { kind: ImgKind }) {
  return (
    <Img
      kind={kind}
      thumb
      src={src}
      width={size}
      height={size}
      alt=""
      className={`${SIZE_CLASS[size]} shrink-0 rounded object-cover`}
    />
  );
}

/** A goods picture beside its name in a row. */
export function GoodsThumb(props: Props) {
  return <Thumb kind="goods" {...props} />;
}
