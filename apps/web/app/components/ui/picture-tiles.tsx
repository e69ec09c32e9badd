import { ImagePlus, X } from 'lucide-react';
import type { RefObject } from 'react';
import { PICTURE_TYPES, type Picture } from '~/lib/picture-uploads';

/** Tile sizes: review pictures are small (80 px), payment proofs larger (112 px). */
const SIZES = { sm: { box: 'size-20', px: 80, icon: 20 }, lg: { box: 'size-28', px: 112, icon: 22 } };
type Size = keyof typeof SIZES;

/** One picked picture: its preview, then its upload's progress bar or error, and a way to drop it. */
export function PictureTile(props: {
  picture: Picture;
  size: Size;
  /** The preview's alt text, the progress bar's label and the remove button's label. */
  says: { alt: string; uploading: string; remove: string };
  onRemove: () => void;
}) {
  const { picture, says } = props;
  const size = SIZES[props.size];
  return (
    <li className={`relative ${size.box} overflow-hidden rounded border border-line bg-page`}>
      <img src={picture.preview} alt={says.alt} width={size.px} height={size.px} className="size-full object-cover" />
      {!picture.path && !picture.error && (
        <div className="absolute inset-x-0 bottom-0 bg-black/55 px-1.5 py-1">
          <div
            role="progressbar"
            aria-valuenow={picture.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={says.uploading}
            className="h-1.5 overflow-hidden rounded bg-white/30"
          >
            <div className="h-full bg-white" style={{ width: `${picture.progress}%` }} />
          </div>
        </div>
      )}
      {picture.error && (
        <p className="absolute inset-x-0 bottom-0 bg-brand px-1 py-0.5 text-2xs leading-tight-text text-white">
          {picture.error}
        </p>
      )}
      <button
        type="button"
        onClick={props.onRemove}
        aria-label={says.remove}
        className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-black/60 text-white hover:bg-brand"
      >
        <X size={13} aria-hidden />
      </button>
    </li>
  );
}

/** The tile that opens the file picker (several pictures at once). */
export function AddPictureTile(props: {
  size: Size;
  label: string;
  input: RefObject<HTMLInputElement | null>;
  onFiles: (files: FileList | null) => void;
}) {
  const size = SIZES[props.size];
  return (
    <li>
      <label
        className={`flex ${size.box} cursor-pointer flex-col items-center justify-center gap-1 rounded border border-dashed border-[#c9c9c9] text-center text-2xs leading-tight-text text-muted hover:border-brand hover:text-brand has-focus-visible:outline-2 has-focus-visible:outline-brand`}
      >
        <ImagePlus size={size.icon} aria-hidden />
        {props.label}
        <input
          ref={props.input}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          multiple
          className="sr-only"
          onChange={(e) => props.onFiles(e.target.files)}
        />
      </label>
    </li>
  );
}
