import { orderRefundable, type OrderListItem } from '@zay/contract';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GoodsThumb } from '~/components/ui/thumb';
import { Price } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { OrderActionButtons } from './order-action-buttons';
import { orderDetailPath } from './order-paths';

/** When the order was placed, its number, its shop and its type. */
function OrderHeader({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** One goods line; `children` are the order's own cells, which the first line carries. */
function GoodsRow({
  goods,
  order,
  children,
}: {
  goods: OrderListItem['order_goods'][number];
  order: OrderListItem;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <tr className="border-t border-line align-top text-[13px]">
      <td className="px-4 py-4">
        <div className="flex gap-3">
          <GoodsThumb src={goods.sku_image} size={64} />
          <div className="min-w-0">
            <Link
              to={`/sku-${goods.sku_id}`}
              className="line-clamp-2 leading-text break-words text-ink hover:text-brand"
            >
              {goods.sku_name}
            </Link>
            {goods.refund_status !== 0 ? (
              <Link
                to={`/member/refund_detail?order_goods_id=${goods.order_goods_id}`}
                className="mt-1 block text-xs text-accent-ink hover:text-brand"
              >
                {goods.refund_status_name}
              </Link>
            ) : (
              orderRefundable(order) && (
                <Link
                  to={`/member/refund?order_goods_id=${goods.order_goods_id}&order_id=${order.order_id}`}
                  className="mt-1 block text-xs text-muted hover:text-brand"
                >
                  {t('afterSale.applyRefund')}
                </Link>
              )
            )}
          </div>
        </div>
      </td>
      <td className="py-4 text-center">
        <Price amount={goods.price} className="font-normal text-ink" />
      </td>
      <td className="py-4 text-center text-body">× {goods.num}</td>
      {children}
    </tr>
  );
}

/** The real payment, the status, the way to the details and the operations, beside all the goods lines. */
function OrderCells({ order }: { order: OrderListItem }) {
  const { t } = useTranslation();
  const span = Math.max(1, order.order_goods.length);
  return (
    <>
      <td rowSpan={span} className="border-l border-line py-4 text-center">
        <Price amount={order.pay_money} className="text-[15px]" />
        <p className="mt-1 text-xs text-subtle">{t('order.goodsCount', { count: order.goods_num })}</p>
      </td>
      <td rowSpan={span} className="border-l border-line px-3 py-4 text-center">
        <p className="mb-1 font-semibold text-ink">{order.order_status_name}</p>
        <Link
          to={orderDetailPath(order)}
          className="mb-3 inline-block text-xs text-muted hover:text-brand hover:underline"
        >
          {t('order.details')}
        </Link>
        <OrderActionButtons order={order} />
      </td>
    </>
  );
}

/** One order: a header row, then its goods with the real payment and the operations beside them. */
export function OrderRows({ order }: { order: OrderListItem }) {
  return (
    <tbody className="border-b-[12px] border-page bg-white" data-order-no={order.order_no}>
      <OrderHeader order={order} />
      {order.order_goods.map((g, i) => (
        <GoodsRow key={g.order_goods_id} goods={g} order={order}>
          {i === 0 && <OrderCells order={order} />}
        </GoodsRow>
      ))}
    </tbody>
  );
}
