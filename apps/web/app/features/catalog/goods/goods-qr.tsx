import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { apiData } from '~/lib/api';
import { useTranslation } from '~/lib/translation';

type Qr = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; img: string };

/**
 * The goods page's QR code (goodssku/goodsqrcode) in a popover that opens on hover and on focus.
 * The picture is asked for when the popover first opens: few shoppers open it, and drawing it
 * costs the server more than the rest of the page.
 */
export function GoodsQr({ skuId, path }: { skuId: number; path: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<Qr>({ state: 'idle' });
  const load = () => {
    if (qr.state !== 'idle' && qr.state !== 'failed') return;
    setQr({ state: 'loading' });
    void apiData(path, { sku_id: skuId }).then((data) => {
      const img = (data as { img?: unknown } | null)?.img;
      setQr(typeof img === 'string' ? { state: 'ready', img } : { state: 'failed' });
    });
  };
  return (
    <div className="group relative" onMouseEnter={load} onFocus={load}>
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
          {qr.state === 'ready' ? (
            <img src={qr.img} width={150} height={150} alt={t('goodsDetail.qrAlt')} className="mx-auto block" />
          ) : (
            <div className={`mx-auto size-[150px] rounded bg-page ${qr.state === 'failed' ? '' : 'animate-pulse'}`} />
          )}
          <p id="goods-qr-hint" className="mt-1 text-xs leading-tight-text text-muted">
            {t('goodsDetail.qrHint')}
          </p>
        </div>
      </div>
    </div>
  );
}
