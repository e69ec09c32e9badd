import { REVIEW_IMAGES_MAX } from '@zay/contract';
import { ImagePlus, X } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { IMAGE_TYPES, useReviewImages, type Picture } from './use-review-images';

/** One picked picture: its preview, its upload's progress bar or error, and a way to drop it. */
function ReviewPicture({ picture, n, onRemove }: { picture: Picture; n: number; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="relative size-20 overflow-hidden rounded border border-line bg-page">
      <img
        src={picture.preview}
        alt={t('evaluate.pictureN', { n })}
        width={80}
        height={80}
        className="size-full object-cover"
      />
      {!picture.path && !picture.error && (
        <div className="absolute inset-x-0 bottom-0 bg-black/55 px-1.5 py-1">
          <div
            role="progressbar"
            aria-valuenow={picture.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t('evaluate.uploading')}
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
        onClick={onRemove}
        aria-label={t('evaluate.removePicture', { n })}
        className="absolute top-1 right-1 grid size-6 place-items-center rounded-full bg-black/60 text-white hover:bg-brand"
      >
        <X size={13} aria-hidden />
      </button>
    </li>
  );
}

interface Props {
  /** Names the picker for assistive technology (the goods' name). */
  label: string;
  onChange: (paths: string[], busy: boolean) => void;
}

/** Up to 6 pictures for one review, with the "6 in all, n more" hint. */
export function ReviewImages({ label, onChange }: Props) {
  const { t } = useTranslation();
  const { pictures, add, remove, input, failure } = useReviewImages(onChange);
  return (
    <div className="grid gap-2">
      <ul className="flex flex-wrap gap-2" aria-label={`${t('evaluate.pictures')} — ${label}`}>
        {pictures.map((p, i) => (
          <ReviewPicture key={p.key} picture={p} n={i + 1} onRemove={() => remove(p.key)} />
        ))}
        {pictures.length < REVIEW_IMAGES_MAX && (
          <li>
            <label className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded border border-dashed border-[#c9c9c9] text-center text-2xs leading-tight-text text-muted hover:border-brand hover:text-brand has-focus-visible:outline-2 has-focus-visible:outline-brand">
              <ImagePlus size={20} aria-hidden />
              {t('evaluate.addPicture')}
              <input
                ref={input}
                type="file"
                accept={IMAGE_TYPES.join(',')}
                multiple
                className="sr-only"
                onChange={(e) => add(e.target.files)}
              />
            </label>
          </li>
        )}
      </ul>
      <p className="text-xs text-subtle">
        {t('evaluate.picturesHint', { max: REVIEW_IMAGES_MAX, n: REVIEW_IMAGES_MAX - pictures.length })}
      </p>
      {failure && (
        <p role="alert" className="text-[13px] text-brand">
          {failure}
        </p>
      )}
    </div>
  );
}
