import { SHOP_IMAGE_MAX_BYTES } from '@zay/contract';
import { ImageOff } from 'lucide-react';
import { useId, useState } from 'react';
import { imageUrl } from '~/lib/links';
import { uploadPicture } from '~/lib/picture-uploads';
import { useTranslation } from '~/lib/translation';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A shop picture (logo, banner): its preview, and a file button that uploads the picked file to
 * `endpoint` at once and hands back the stored path. `wide` shows a banner's proportions.
 */
export function PictureField({
  label,
  hint,
  endpoint,
  value,
  onChange,
  wide = false,
  testId,
}: {
  label: string;
  hint: string;
  endpoint: { path: string; field: string };
  value: string;
  onChange: (path: string) => void;
  wide?: boolean;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function upload(file: File | undefined) {
    if (!file) return;
    setError('');
    if (!TYPES.includes(file.type)) return setError(t('shopJoin.wrongType'));
    if (file.size > SHOP_IMAGE_MAX_BYTES)
      return setError(t('shopJoin.tooBig', { mb: SHOP_IMAGE_MAX_BYTES / 1024 / 1024 }));
    setBusy(true);
    const r = await uploadPicture(endpoint, file, () => {}, i18n.language);
    setBusy(false);
    if (r.ok) onChange(r.path);
    else setError(r.message || t('shopJoin.uploadFailed'));
  }

  return (
    <div className="grid gap-2">
      <span className="text-[13px] leading-tight-text font-medium text-ink" id={`${id}-label`}>
        {label}
      </span>
      <div className="flex items-start gap-4">
        <div
          className={`grid shrink-0 place-items-center overflow-hidden rounded border border-line bg-[#fafafa] ${wide ? 'h-[90px] w-[300px]' : 'size-[90px]'}`}
        >
          {value ? (
            <img
              src={imageUrl(value)}
              alt={label}
              width={wide ? 300 : 90}
              height={90}
              className="size-full object-cover"
            />
          ) : (
            <span className="flex flex-col items-center gap-1 px-2 text-center text-[12px] leading-tight-text text-muted">
              <ImageOff size={20} aria-hidden />
              {t('shopJoin.noPicture')}
            </span>
          )}
        </div>
        <div className="grid min-w-0 gap-1.5">
          <label className="w-fit cursor-pointer rounded border border-line bg-white px-3 py-1.5 text-[13px] leading-tight-text text-body focus-within:border-brand focus-within:text-brand hover:border-brand hover:text-brand">
            {busy ? t('shopJoin.uploading') : value ? t('shopJoin.changePicture') : t('shopJoin.uploadPicture')}
            <input
              type="file"
              accept={TYPES.join(',')}
              className="sr-only"
              aria-describedby={`${id}-hint`}
              aria-labelledby={`${id}-label`}
              disabled={busy}
              data-testid={testId}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </label>
          <p id={`${id}-hint`} className="text-xs leading-tight-text text-subtle">
            {hint}
          </p>
          {error && (
            <p role="alert" className="text-xs leading-tight-text text-brand">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
