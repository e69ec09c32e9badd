import type { RefundDetail } from '@zay/contract';
import { FactList } from '~/components/ui/fact-list';
import { Price } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { RefundButtons, ReturnForm } from './refund-actions';
import { BOX, H2, RefundGoods, FACT_VALUE, FACTS } from './refund-goods';
import { RefundRecord } from './refund-record';

const EXPLAIN: Record<number, string[]> = {
  1: ['explainApplied1', 'explainApplied2', 'explainApplied3'],
  2: ['explainTransfer'],
  3: ['explainDone'],
  4: ['explainReturn'],
  5: ['explainSent1', 'explainSent2'],
  [-1]: ['explainRefused'],
};

/** A goods' after-sale: where it stands and what comes next, the record, the return, the money. */
export function RefundDetailView({ d }: { d: RefundDetail }) {
  const { t } = useTranslation();
  const facts: [string, React.ReactNode][] = [
    [t('afterSale.refundWay'), d.refund_money_type === 2 ? t('afterSale.wayOffline') : t('afterSale.wayOriginal')],
    [t('afterSale.typeLabel'), d.refund_type_name],
    [t('afterSale.reason'), d.refund_reason_name],
    [t('afterSale.remark'), d.refund_remark],
    [t('afterSale.amount'), <Price key="a" amount={d.refund_apply_money} />],
    [t('afterSale.refundNoLabel'), d.refund_no],
    [t('afterSale.applyTime'), formatDateTime(d.refund_action_time)],
    [t('afterSale.refundTime'), d.refund_time ? formatDateTime(d.refund_time) : ''],
    [t('afterSale.refuseReason'), d.refund_status === -1 ? d.refund_refuse_reason : ''],
    [t('afterSale.returnParcel'), d.refund_delivery_no ? `${d.refund_delivery_name} · ${d.refund_delivery_no}` : ''],
  ];
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="refund-status" className={BOX}>
        <h2 id="refund-status" data-testid="refund-status" className="text-xl font-semibold text-brand">
          {d.refund_status_name}
        </h2>
        <ul className="mt-2 list-disc pl-5 text-[13px] leading-text text-body">
          {(EXPLAIN[d.refund_status] ?? []).map((k) => (
            <li key={k}>{t(`afterSale.${k}` as 'afterSale.explainDone')}</li>
          ))}
        </ul>
        {d.auto_execute_time > 0 && (
          <p className="mt-2 text-[13px] text-muted">
            {t('afterSale.autoAt', { time: formatDateTime(d.auto_execute_time) })}
          </p>
        )}
        {d.shop_address && (
          <p className="mt-3 rounded bg-brand-soft px-3 py-2 text-[13px] break-words text-ink">
            {t('afterSale.returnAddress', { address: d.shop_address })}
          </p>
        )}
        <div className="mt-4">
          <RefundButtons d={d} />
        </div>
      </section>
      {d.refund_action.some((a) => a.action === 'orderRefundDelivery') && (
        <ReturnForm orderGoodsId={d.order_goods_id} />
      )}
      <section aria-labelledby="refund-goods" className={BOX}>
        <h2 id="refund-goods" className={H2}>
          {t('afterSale.colGoods')}
        </h2>
        <div className="flex items-center justify-between gap-4 border-b border-line pb-4">
          <RefundGoods g={d} />
          <Price amount={d.refund_apply_money} />
        </div>
        <FactList rows={facts} className={`mt-4 ${FACTS}`} valueClass={FACT_VALUE} />
        {d.refund_parts.length > 0 && (
          <div className="mt-4">
            <h3 className="mb-2 text-[13px] font-semibold text-ink">{t('afterSale.parts')}</h3>
            <ul className="flex flex-col gap-1 text-[13px]">
              {d.refund_parts.map((p) => (
                <li key={p.route} className="flex flex-wrap items-center gap-3">
                  <span className="text-body">{t(`afterSale.part_${p.route}`)}</span>
                  <Price amount={p.amount} className="font-normal text-ink" />
                  <span className={p.status ? 'text-[#1a7f37]' : 'text-muted'}>
                    {p.status ? t('afterSale.partDone') : t('afterSale.partWaiting')}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <RefundRecord logs={d.refund_log_list} />
    </div>
  );
}
