import type { OrderListItem } from '@zay/contract';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { Price } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { OrderActionButtons } from './order-action-buttons';

/** One order: a header row, then its goods with the real payment and the operations beside them. */
export function OrderRows({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  const detail = `/member/order_detail?order_id=${order.order_id}`;
  const span = Math.max(1, order.order_goods.length);
  return (
    <tbody className="border-b-[12px] border-page bg-white" data-order-no={order.order_no}>
      <tr className="bg-[#f7f7f7] text-[13px] text-muted">
        <td colSpan={5} className="px-4 py-2.5">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
            <span>{formatDateTime(order.create_time)}</span>
            <span>
              {t('order.orderNo')}: <span className="text-body">{order.order_no}</span>
            </span>
            <Link to={`/shop-${order.site_id}`} className="flex items-center gap-1 text-body hover:text-brand">
              <Store size={14} aria-hidden />
              {order.site_name}
            </Link>
            <span className="ml-auto text-body">{order.order_type_name}</span>
          </div>
        </td>
      </tr>
      {order.order_goods.map((g, i) => (
        <tr key={g.order_goods_id} className="border-t border-line align-top text-[13px]">
          <td className="px-4 py-4">
            <div className="flex gap-3">
              <Img
                kind="goods"
                src={g.sku_image}
                width={64}
                height={64}
                alt=""
                className="size-16 shrink-0 rounded object-cover"
              />
              <div className="min-w-0">
                <Link
                  to={`/sku-${g.sku_id}`}
                  className="line-clamp-2 leading-text break-words text-ink hover:text-brand"
                >
                  {g.sku_name}
                </Link>
                {g.refund_status !== 0 && <p className="mt-1 text-xs text-accent-ink">{g.refund_status_name}</p>}
              </div>
            </div>
          </td>
          <td className="py-4 text-center">
            <Price amount={g.price} className="font-normal text-ink" />
          </td>
          <td className="py-4 text-center text-body">× {g.num}</td>
          {i === 0 && (
            <>
              <td rowSpan={span} className="border-l border-line py-4 text-center">
                <Price amount={order.pay_money} className="text-[15px]" />
                <p className="mt-1 text-xs text-subtle">{t('order.goodsCount', { count: order.goods_num })}</p>
              </td>
              <td rowSpan={span} className="border-l border-line px-3 py-4 text-center">
                <p className="mb-1 font-semibold text-ink">{order.order_status_name}</p>
                <Link to={detail} className="mb-3 inline-block text-xs text-muted hover:text-brand hover:underline">
                  {t('order.details')}
                </Link>
                <OrderActionButtons orderId={order.order_id} outTradeNo={order.out_trade_no} actions={order.action} />
              </td>
            </>
          )}
        </tr>
      ))}
    </tbody>
  );
}
