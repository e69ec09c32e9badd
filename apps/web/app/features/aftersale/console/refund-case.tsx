import type { ShopRefundDetail } from '@zay/contract';
import { Fact, Panel } from '~/components/console/console-ui';
import { Price } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { RefundGoods } from '../refund-goods';
import { RefundRecord } from '../refund-record';
import { RefundDecision } from './refund-decision';

/** One goods' after-sale as a console sees it: the case, both sides' record, any complaint, and the decision. */
export function RefundCase({ d, by }: { d: ShopRefundDetail; by: 'shop' | 'platform' }) {
  const { t } = useTranslation();
  const c = d.complain;
  return (
    <div className="flex flex-col">
      <Panel title={d.refund_status_name}>
        <div className="mb-4 flex items-center justify-between gap-4">
          <RefundGoods g={d} />
          <Price amount={d.refund_apply_money} className="text-lg" />
        </div>
        <dl className="grid gap-2 md:grid-cols-2">
          <Fact label={t('afterSale.orderNo')}>{d.order_no}</Fact>
          <Fact label={t('afterSale.refundNoLabel')}>{d.refund_no}</Fact>
          <Fact label={t('afterSale.colBuyer')}>{d.buyer_name}</Fact>
          <Fact label={t('afterSale.typeLabel')}>{d.refund_type_name}</Fact>
          <Fact label={t('afterSale.reason')}>{d.refund_reason_name}</Fact>
          <Fact label={t('afterSale.applyTime')}>{formatDateTime(d.refund_action_time)}</Fact>
          {d.refund_remark && <Fact label={t('afterSale.remark')}>{d.refund_remark}</Fact>}
          {d.refund_refuse_reason && <Fact label={t('afterSale.refuseReason')}>{d.refund_refuse_reason}</Fact>}
          {d.refund_delivery_no && (
            <Fact label={t('afterSale.returnParcel')}>
              {d.refund_delivery_name} · {d.refund_delivery_no} {d.refund_delivery_remark}
            </Fact>
          )}
          {d.refund_time > 0 && <Fact label={t('afterSale.refundTime')}>{formatDateTime(d.refund_time)}</Fact>}
          {d.auto_execute_time > 0 && (
            <Fact label={t('afterSale.status')}>
              {t('afterSale.autoAt', { time: formatDateTime(d.auto_execute_time) })}
            </Fact>
          )}
        </dl>
        {d.refund_parts.length > 0 && (
          <ul className="mt-3 flex flex-col gap-1 text-[13px]">
            {d.refund_parts.map((p) => (
              <li key={p.route} className="flex flex-wrap gap-3">
                <span>{t(`afterSale.part_${p.route}`)}</span>
                <Price amount={p.amount} className="font-normal text-ink" />
                <span className={p.status ? 'text-[#1a7f37]' : 'text-muted'}>
                  {p.status ? t('afterSale.partDone') : t('afterSale.partWaiting')}
                </span>
                {p.proof && <span className="text-muted">{p.proof}</span>}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {c && (
        <Panel title={`${t('afterSale.complaint')} · ${c.complain_status_name}`}>
          <dl className="grid gap-2 md:grid-cols-2">
            <Fact label={t('afterSale.complainNo')}>{c.complain_no}</Fact>
            <Fact label={t('afterSale.complainReason')}>{c.complain_reason_name}</Fact>
            {c.complain_remark && <Fact label={t('afterSale.complainRemark')}>{c.complain_remark}</Fact>}
            <Fact label={t('afterSale.applyTime')}>{formatDateTime(c.complain_apply_time)}</Fact>
            {c.complain_refuse_reason && <Fact label={t('afterSale.complainRefused')}>{c.complain_refuse_reason}</Fact>}
          </dl>
        </Panel>
      )}
      <RefundDecision d={d} by={by} />
      <RefundRecord logs={d.refund_log_list} />
    </div>
  );
}
