import type { RefundDetail } from '@zay/contract';
import { formatPrice } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { H2 } from './refund-goods';

/** The negotiation record: who did what and when, newest first. */
export function RefundRecord({ logs }: { logs: RefundDetail['refund_log_list'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="refund-record" className="bg-white px-6 py-5">
      <h2 id="refund-record" className={H2}>
        {t('afterSale.record')}
      </h2>
      <ol className="flex flex-col gap-3 border-l-2 border-line pl-4 text-[13px]">
        {[...logs].reverse().map((l, i) => (
          <li key={`${l.action_time}-${i}`} className="relative">
            <span aria-hidden className="absolute top-1.5 -left-[21px] size-2 rounded-full bg-brand" />
            <p className="text-ink">
              <strong className="font-semibold">{l.action_way_name}</strong> · {l.action_name}
              {l.detail && (
                <span className="text-body"> — {l.action === 'apply' ? formatPrice(l.detail) : l.detail}</span>
              )}
            </p>
            <p className="text-muted">{formatDateTime(l.action_time)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
