import { useState } from 'react';
import { Img } from '~/components/ui/img';
import { useTranslation } from '~/lib/translation';

/** A promotion goods' pictures: the chosen one large, up to five thumbnails to choose from. */
export function PromotionGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  return (
    <div className="w-[400px] shrink-0">
      <Img
        kind="goods"
        src={images[shown]}
        width={400}
        height={400}
        alt={name}
        eager
        className="aspect-square w-full rounded-lg border border-line bg-white object-cover"
      />
      {images.length > 1 && (
        <ul className="mt-2 flex gap-2" aria-label={t('seckill.pictures')}>
          {images.slice(0, 5).map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-pressed={i === shown}
                className={`block rounded border-2 ${i === shown ? 'border-brand' : 'border-transparent'}`}
              >
                <Img
                  kind="goods"
                  src={src}
                  width={64}
                  height={64}
                  alt={`${name} ${i + 1}`}
                  className="size-16 rounded object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
