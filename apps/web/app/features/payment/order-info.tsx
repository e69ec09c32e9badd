import { PAY_STATUS, type PayInfo } from '@zay/contract';
import { Link } from 'react-router';
import { Price } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';

type PayOrder = PayInfo['order_list'][number];

/** "Submitted", the deadline, and the amount payable. */
function Amount({ info }: { info: PayInfo }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        {info.pay_status === PAY_STATUS.UNPAID && (
          <p className="text-[16px] font-semibold text-ink">{t('pay.submitted')}</p>
        )}
        {info.expire_time > 0 && (
          <p className="mt-1 text-[13px] text-muted">{t('pay.deadline', { time: formatDateTime(info.expire_time) })}</p>
        )}
      </div>
      <p id="pay-amount" className="flex items-baseline gap-2 text-[14px] text-body">
        {t('pay.amountPayable')}
        <Price amount={info.pay_money} className="text-[28px]" />
      </p>
    </div>
  );
}

const ORDER_COLUMNS: Column[] = [
  { label: 'pay.orderNo', className: 'w-56 py-1 font-normal' },
  { label: 'pay.shop', className: 'w-48 py-1 font-normal' },
  { label: 'pay.content', className: 'py-1 font-normal' },
  { label: 'pay.orderAmount', className: 'w-36 py-1 text-right font-normal' },
];

function OrderRow({ order: o }: { order: PayOrder }) {
  return (
    <tr className="border-t border-line">
      <td className="py-2">
        <Link to={`/member/order_detail?order_id=${o.order_id}`} className="hover:text-brand">
          {o.order_no}
        </Link>
      </td>
      <td className="truncate py-2">{o.site_name}</td>
      <td className="truncate py-2">{o.order_name}</td>
      <td className="py-2 text-right">
        <Price amount={o.pay_money} className="font-normal text-ink" />
      </td>
    </tr>
  );
}

/** Amount payable, the deadline and the orders this payment is for (a recharge has none: its package). */
export function OrderInfo({ info }: { info: PayInfo }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pay-amount" className="bg-white p-6">
      <Amount info={info} />
      <div className="mt-5 border-t border-line pt-4">
        {info.order_list.length === 0 ? (
          <p className="text-[13px] leading-tight-text text-body" data-testid="pay-recharge">
            {t('recharge.payFor', { name: info.pay_detail })}
          </p>
        ) : (
          <>
            <h2 id="pay-orders" className="mb-2 text-[13px] font-semibold text-ink">
              {t('pay.orderInfo')}
            </h2>
            <table className="w-full table-fixed text-[13px]" aria-labelledby="pay-orders">
              <ColumnHeads columns={ORDER_COLUMNS} className="text-left text-muted" />
              <tbody className="text-body">
                {info.order_list.map((o) => (
                  <OrderRow key={o.order_id} order={o} />
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </section>
  );
}
