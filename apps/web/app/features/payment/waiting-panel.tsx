import { PAY_STATUS, type PayInfo } from '@zay/contract';
import { Clock, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';

/** A payment that is no longer open: the proof waits for the shop, or the payment closed. */
export function WaitingPanel({ info }: { info: PayInfo }) {
  const { t } = useTranslation();
  const closed = info.pay_status === PAY_STATUS.CLOSED;
  const Icon = closed ? XCircle : Clock;
  return (
    <section className="mt-3 grid gap-4 bg-white p-6" aria-live="polite">
      <p className={`flex items-center gap-2 text-[16px] font-semibold ${closed ? 'text-muted' : 'text-accent-ink'}`}>
        <Icon size={20} aria-hidden />
        {closed ? t('pay.closed') : t('pay.waitingShop')}
      </p>
      {!closed && <p className="text-[13px] text-body">{t('pay.waitingShopText')}</p>}
      {info.offline_proof && info.offline_proof.imgs.length > 0 && (
        <ul className="flex gap-3" aria-label={t('pay.proofPictures')}>
          {info.offline_proof.imgs.map((src, i) => (
            <li key={src}>
              <img
                src={imageUrl(src)}
                width={112}
                height={112}
                alt={t('pay.proofN', { n: i + 1 })}
                className="size-28 rounded border border-line object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-4 text-[13px]">
        <Link to={`/member/order_detail?order_id=${info.order_id}`} className="text-brand hover:underline">
          {t('pay.viewOrder')}
        </Link>
        <Link to="/member/order_list" className="text-muted hover:text-brand hover:underline">
          {t('pay.myOrders')}
        </Link>
      </div>
    </section>
  );
}
