import type { z } from 'zod';
import type { shopRefundItemSchema } from '@zay/contract';
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { Price } from '~/components/ui/price';
import { StatusPanel } from '~/components/ui/status-panel';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { RefundGoods } from '../refund-goods';

type Item = z.infer<typeof shopRefundItemSchema>;

const COLUMNS: Column[] = [
  { label: 'afterSale.colGoods' },
  { label: 'afterSale.colBuyer', className: 'w-24' },
  { label: 'afterSale.colAmount', className: 'w-32' },
  { label: 'afterSale.colStatus', className: 'w-36' },
  { label: 'afterSale.colTime', className: 'w-36' },
  { label: 'afterSale.colAction', className: 'w-32' },
];

/** A console's after-sale queue: goods, buyer, amount, type, status, when, and the way to decide. */
export function RefundQueue({ rows, detailHref }: { rows: Item[]; detailHref: (id: number) => string }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <div className="bg-white py-6">
        <StatusPanel icon={RotateCcw} title={t('afterSale.queueEmpty')} description="" compact />
      </div>
    );
  return (
    <table className="w-full table-fixed bg-white text-left text-[13px]">
      <ColumnHeads columns={COLUMNS} className="bg-page text-muted" cellClassName="px-4 py-2 font-normal" />
      <tbody>
        {rows.map((r) => (
          <tr key={r.order_goods_id} className="border-b border-line align-top">
            <td className="px-4 py-3">
              <RefundGoods g={r} />
              <p className="mt-1 text-xs text-muted">
                {r.site_name} · {t('afterSale.refundNo', { no: r.refund_no })}
              </p>
            </td>
            <td className="px-4 py-3 break-words text-body">{r.buyer_name}</td>
            <td className="px-4 py-3">
              <Price amount={r.refund_apply_money} />
              <p className="text-xs text-muted">{r.refund_type_name}</p>
            </td>
            <td className="px-4 py-3 text-ink" data-status={r.refund_status}>
              {r.refund_status_name}
              {r.complain_status === 1 && <p className="text-xs text-brand">{t('afterSale.complaint')}</p>}
            </td>
            <td className="px-4 py-3 text-muted">{formatDateTime(r.refund_action_time)}</td>
            <td className="px-4 py-3">
              <Link className="text-link hover:text-brand" to={detailHref(r.order_goods_id)}>
                {t('afterSale.details')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
