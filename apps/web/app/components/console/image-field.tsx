import { platformCatalogueImageUpload, type platformDecorateImageUpload } from '@zay/contract';
import { useState } from 'react';
import { PLAIN_BUTTON } from '~/components/console/console-ui';
import { imageUrl } from '~/lib/links';
import { notifyError } from '~/lib/notify';
import { uploadPicture } from '~/lib/picture-uploads';
import { useTranslation } from '~/lib/translation';

/**
 * An image of the catalogue (a category's picture, a brand's logo) or, with `upload`, of another
 * platform page (an advert's picture): its preview, upload and removal.
 */
export function ImageField({
  label,
  value,
  onChange,
  testId,
  upload: call = platformCatalogueImageUpload,
}: {
  label: string;
  value: string;
  onChange: (path: string) => void;
  testId?: string;
  upload?: typeof platformCatalogueImageUpload | typeof platformDecorateImageUpload;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const r = await uploadPicture(call, file, () => {}, i18n.language);
    setBusy(false);
    if (r.ok) onChange(r.path);
    else void notifyError(r.message || t('platformCatalogue.uploadFailed'));
  };
  return (
    <div className="grid gap-1 text-[13px]" data-testid={testId}>
      <span className="text-muted">{label}</span>
      <div className="flex items-center gap-3">
        <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded border border-line bg-page">
          {value ? (
            <img src={imageUrl(value)} alt="" width={64} height={64} className="size-full object-contain" />
          ) : (
            <span className="px-1 text-center text-[12px] text-muted">{t('platformCatalogue.noImage')}</span>
          )}
        </div>
        <label className={`${PLAIN_BUTTON} cursor-pointer focus-within:outline-2 focus-within:outline-brand`}>
          {t('platformCatalogue.upload')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={busy}
            aria-label={`${label}: ${t('platformCatalogue.upload')}`}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </label>
        {value && (
          <button type="button" className="text-brand hover:underline" onClick={() => onChange('')}>
            {t('platformCatalogue.removeImage')}
          </button>
        )}
      </div>
    </div>
  );
}
