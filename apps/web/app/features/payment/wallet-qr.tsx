import type { PayPayResult } from '@zay/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { safeUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';
import { isPaid, usePayStatus } from './use-pay-status';

type Qr = Extract<PayPayResult, { type: 'qrcode' }>;

/** "I have paid": asks once at once; "not yet" when the wallet has not reported it. */
function useCheckPaid(outTradeNo: string, onPaid: () => void) {
  const [notYet, setNotYet] = useState(false);
  const [checking, setChecking] = useState(false);
  async function check() {
    setChecking(true);
    const paid = await isPaid(outTradeNo);
    setChecking(false);
    if (paid) onPaid();
    else setNotYet(true);
  }
  return { notYet, checking, check: () => void check() };
}

function CheckPaid({ outTradeNo, onPaid }: { outTradeNo: string; onPaid: () => void }) {
  const { t } = useTranslation();
  const { notYet, checking, check } = useCheckPaid(outTradeNo, onPaid);
  return (
    <>
      <button
        type="button"
        onClick={check}
        disabled={checking}
        className="h-9 w-fit rounded border border-brand px-5 text-brand hover:bg-brand-soft disabled:opacity-60"
      >
        {t('pay.completed')}
      </button>
      {notYet && (
        <p role="alert" className="text-brand">
          {t('pay.notPaidYet')}
        </p>
      )}
    </>
  );
}

/** The mobile-scan wallet: the QR code, and the page waits (polling) until the wallet reports payment. */
export function WalletQr({ qr, outTradeNo, onPaid }: { qr: Qr; outTradeNo: string; onPaid: () => void }) {
  const { t } = useTranslation();
  usePayStatus(outTradeNo, true, onPaid);
  return (
    <div className="flex flex-wrap items-center gap-8">
      <img
        src={qr.qrcode}
        width={200}
        height={200}
        alt={t('pay.qrAlt')}
        className="size-[200px] rounded border border-line bg-white p-2"
      />
      <div className="grid max-w-sm gap-3 text-[13px] leading-text text-body">
        <p className="text-[15px] font-semibold text-ink">{t('pay.scanTitle')}</p>
        <p>{t('pay.scanHint')}</p>
        {safeUrl(qr.pay_url) && (
          <a
            href={safeUrl(qr.pay_url)}
            target="_blank"
            rel="noopener noreferrer"
            className="w-fit text-brand hover:underline"
          >
            {t('pay.openWallet')}
          </a>
        )}
        <p className="flex items-center gap-2 text-muted" aria-live="polite">
          <LoaderCircle size={15} className="animate-spin" aria-hidden />
          {t('pay.waiting')}
        </p>
        <CheckPaid outTradeNo={outTradeNo} onPaid={onPaid} />
      </div>
    </div>
  );
}
