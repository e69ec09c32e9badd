import type { RefundGoods as Row } from '@zay/contract';
import { Link } from 'react-router';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { Price } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { RefundGoods } from './refund-goods';

const COLUMNS: Column[] = [
  { label: 'afterSale.colGoods' },
  { label: 'afterSale.colAmount', className: 'w-32' },
  { label: 'afterSale.colType', className: 'w-28' },
  { label: 'afterSale.colStatus', className: 'w-36' },
  { label: 'afterSale.colAction', className: 'w-32' },
];

/** Every after-sale goods of the member, newest first: amount, type, status and the way to its page. */
export function ActivistTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="py-10 text-center text-[14px] text-muted">{t('afterSale.empty')}</p>;
  return (
    <table className="w-full table-fixed text-left text-[13px]">
      <ColumnHeads columns={COLUMNS} className="bg-page text-muted" cellClassName="px-4 py-2 font-normal" />
      {rows.map((r) => (
        <tbody key={r.order_goods_id} className="border border-line">
          <tr className="bg-page/60 text-muted">
            <td colSpan={5} className="px-4 py-2">
              <span className="mr-4">{formatDateTime(r.refund_action_time)}</span>
              <span className="mr-4">{t('afterSale.refundNo', { no: r.refund_no })}</span>
              <Link to={`/shop-${r.site_id}`} className="text-body hover:text-brand">
                {r.site_name}
              </Link>
            </td>
          </tr>
          <tr>
            <td className="px-4 py-3">
              <RefundGoods g={r} />
            </td>
            <td className="px-4 py-3">
              <Price amount={r.refund_apply_money} />
            </td>
            <td className="px-4 py-3 text-body">
              {r.refund_type === 2 ? t('afterSale.typeReturn') : t('afterSale.typeRefundOnly')}
            </td>
            {/* The one state of the row (issue 35 §11): the refund's own, green once refunded. */}
            <td
              className={`px-4 py-3 ${r.refund_status === 3 ? 'text-[#1a7f37]' : 'text-accent-ink'}`}
              data-status={r.refund_status}
              data-testid="refund-state"
            >
              {r.refund_status_name}
            </td>
            <td className="px-4 py-3">
              <Link
                className="text-link hover:text-brand"
                to={`/member/refund_detail?order_goods_id=${r.order_goods_id}`}
              >
                {t('afterSale.details')}
              </Link>
            </td>
          </tr>
        </tbody>
      ))}
    </table>
  );
}
