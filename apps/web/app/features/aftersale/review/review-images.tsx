import { REVIEW_IMAGES_MAX } from '@zay/contract';
import { AddPictureTile, PictureTile } from '~/components/ui/picture-tiles';
import { useTranslation } from '~/lib/translation';
import { useReviewImages } from './use-review-images';

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
          <PictureTile
            key={p.key}
            picture={p}
            size="sm"
            says={{
              alt: t('evaluate.pictureN', { n: i + 1 }),
              uploading: t('evaluate.uploading'),
              remove: t('evaluate.removePicture', { n: i + 1 }),
            }}
            onRemove={() => remove(p.key)}
          />
        ))}
        {pictures.length < REVIEW_IMAGES_MAX && (
          <AddPictureTile size="sm" label={t('evaluate.addPicture')} input={input} onFiles={add} />
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
