import { Smartphone } from 'lucide-react';
import { useTranslation } from '~/lib/translation';

/** Opens on hover and on keyboard focus without any script: it only shows an image. */
export function QrPopover({ image }: { image: string }) {
  const { t } = useTranslation();
  if (!image) return null;
  return (
    <div className="group relative">
      <button
        type="button"
        className="flex min-h-[24px] items-center gap-1 hover:text-brand"
        aria-describedby="wap-qr-hint"
      >
        <Smartphone size={13} aria-hidden />
        {t('header.mobile')}
      </button>
      <div className="invisible absolute top-full right-0 z-50 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
        <div className="w-40 rounded-md border border-line bg-white p-3 text-center shadow-lg">
          <img src={image} width={132} height={132} alt={t('header.mobileQrAlt')} className="mx-auto block" />
          <p id="wap-qr-hint" className="mt-1 text-xs text-muted">
            {t('header.scanToShop')}
          </p>
        </div>
      </div>
    </div>
  );
}
