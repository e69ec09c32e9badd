import { QrCode } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '~/lib/translation';
import { Await } from 'react-router';

/** The goods page's QR code (goodssku/goodsqrcode) in a popover that opens on hover and on focus. */
export function GoodsQr({ qrcode }: { qrcode: Promise<string> }) {
  const { t } = useTranslation();
  return (
    <div className="group relative">
      <button
        type="button"
        className="flex items-center gap-1 text-xs whitespace-nowrap text-muted hover:text-brand"
        aria-describedby="goods-qr-hint"
      >
        <QrCode size={14} aria-hidden />
        {t('goodsDetail.qrButton')}
      </button>
      <div className="invisible absolute top-full right-0 z-40 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
        <div className="w-44 rounded-md border border-line bg-white p-3 text-center shadow-lg">
          <Suspense fallback={<div className="mx-auto size-[150px] animate-pulse rounded bg-page" />}>
            <Await resolve={qrcode}>
              {(img) =>
                img ? (
                  <img src={img} width={150} height={150} alt={t('goodsDetail.qrAlt')} className="mx-auto block" />
                ) : (
                  <div className="mx-auto size-[150px]" />
                )
              }
            </Await>
          </Suspense>
          <p id="goods-qr-hint" className="mt-1 text-xs leading-tight-text text-muted">
            {t('goodsDetail.qrHint')}
          </p>
        </div>
      </div>
    </div>
  );
}
