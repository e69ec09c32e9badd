import { GOODS_IMAGE_MAX_BYTES, GOODS_IMAGES_MAX, sellerGoodsImageUpload } from '@zay/contract';
import { useRef, useState } from 'react';
import { PLAIN_BUTTON, ROW_ACTION } from '~/components/console/console-ui';
import { imageUrl } from '~/lib/links';
import { PICTURE_TYPES, uploadPicture } from '~/lib/picture-uploads';
import { useTranslation } from '~/lib/translation';

/**
 * The goods' images (at most 10): uploaded through the goods image upload (re-encoded by the
 * server), moved with buttons (keyboard-usable), the first being the main one.
 */
export function GoodsImages({ images, onChange }: { images: string[]; onChange: (next: string[]) => void }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState('');
  const latest = useRef(images);
  latest.current = images;

  const add = async (files: FileList | null) => {
    setError('');
    const picked = [...(files ?? [])].slice(0, GOODS_IMAGES_MAX - images.length);
    if ((files?.length ?? 0) > picked.length) setError(t('goodsConsole.imagesTooMany', { max: GOODS_IMAGES_MAX }));
    for (const file of picked) {
      if (!PICTURE_TYPES.includes(file.type) || file.type === 'image/gif') {
        setError(t('goodsConsole.imageWrongType'));
        continue;
      }
      if (file.size > GOODS_IMAGE_MAX_BYTES) {
        setError(t('goodsConsole.imageTooBig', { mb: GOODS_IMAGE_MAX_BYTES / 1024 / 1024 }));
        continue;
      }
      setUploading((n) => n + 1);
      const outcome = await uploadPicture(sellerGoodsImageUpload, file, () => {}, i18n.language);
      setUploading((n) => n - 1);
      if (outcome.ok) onChange([...latest.current, outcome.path].slice(0, GOODS_IMAGES_MAX));
      else setError(outcome.message || t('goodsConsole.imageFailed'));
    }
    if (input.current) input.current.value = '';
  };
  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <div>
      <ol className="flex flex-wrap gap-3" aria-label={t('goodsConsole.images')}>
        {images.map((path, i) => (
          <li key={path} className="w-[132px] rounded border border-line p-1.5">
            <img
              src={imageUrl(path)}
              alt={t('goodsConsole.imageN', { n: i + 1 })}
              className="aspect-square w-full rounded object-cover"
            />
            <p className="mt-1 text-center text-[12px] text-muted">
              {i === 0 ? (
                <strong className="text-brand">{t('goodsConsole.mainImage')}</strong>
              ) : (
                t('goodsConsole.imageN', { n: i + 1 })
              )}
            </p>
            <div className="mt-1 flex flex-wrap justify-center gap-1">
              <button
                type="button"
                className={ROW_ACTION}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={t('goodsConsole.moveLeft', { n: i + 1 })}
              >
                ←
              </button>
              <button
                type="button"
                className={ROW_ACTION}
                disabled={i === images.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={t('goodsConsole.moveRight', { n: i + 1 })}
              >
                →
              </button>
              {i > 0 && (
                <button type="button" className={ROW_ACTION} onClick={() => move(i, 0)}>
                  {t('goodsConsole.makeMain')}
                </button>
              )}
              <button
                type="button"
                className={ROW_ACTION}
                onClick={() => onChange(images.filter((_, j) => j !== i))}
                aria-label={t('goodsConsole.removeImage', { n: i + 1 })}
              >
                ✕
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label
          className={`${PLAIN_BUTTON} cursor-pointer focus-within:outline-2 focus-within:outline-brand ${images.length >= GOODS_IMAGES_MAX ? 'pointer-events-none opacity-60' : ''}`}
        >
          {t('goodsConsole.upload')}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            className="sr-only"
            disabled={images.length >= GOODS_IMAGES_MAX}
            onChange={(e) => void add(e.target.files)}
            data-testid="goods-image-input"
          />
        </label>
        <span className="text-[12px] text-muted" aria-live="polite">
          {uploading > 0
            ? t('goodsConsole.uploading', { n: uploading })
            : t('goodsConsole.imagesHint', { n: images.length, max: GOODS_IMAGES_MAX })}
        </span>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-[13px] text-brand">
          {error}
        </p>
      )}
    </div>
  );
}
