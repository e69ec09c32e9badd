import { GoodsThumb } from '~/components/ui/thumb';
import { Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';
import type { GoodsCardView, OrderCardView } from '../state/chat-types';

const CARD = 'flex w-[260px] max-w-full gap-2.5 rounded-md border border-line bg-white p-2 text-left text-ink';

/** SPEC §2: a goods card opens /sku-{sku_id} in a new tab. */
export function ChatGoodsCard({ goods }: { goods: GoodsCardView }) {
  const { t } = useTranslation();
  return (
    <a
      href={`/sku-${goods.skuId}`}
      target="_blank"
      rel="noopener"
      className={`${CARD} hover:border-brand`}
      data-card="goods"
    >
      <GoodsThumb src={goods.image} size={56} />
      <span className="flex min-w-0 flex-col justify-between">
        <span className="line-clamp-2 text-[13px] leading-tight-text">{goods.name}</span>
        <span className="flex items-baseline gap-2 text-xs text-subtle">
          <Price amount={goods.price} className="text-[14px]" />
          {goods.saleNum !== undefined && t('chat.sold', { count: goods.saleNum })}
        </span>
      </span>
    </a>
  );
}

function OrderBody({ order }: { order: OrderCardView }) {
  const { t } = useTranslation();
  return (
    <>
      <GoodsThumb src={order.image} size={56} />
      <span className="flex min-w-0 flex-col gap-0.5 text-xs leading-tight-text text-muted">
        <span className="text-[13px] break-all text-ink">{t('chat.orderNo', { no: order.orderNo })}</span>
        {order.status && <span className="text-accent-ink">{order.status}</span>}
        <span className="flex items-baseline gap-1">
          {t('chat.orderMoney')} <Price amount={order.money} className="text-[13px]" />
        </span>
      </span>
    </>
  );
}

/** SPEC §2: an order card opens /member/order_detail?order_id={order_id}; the workbench shows it without a link. */
export function ChatOrderCard({ order, linked = true }: { order: OrderCardView; linked?: boolean }) {
  if (!linked)
    return (
      <div className={CARD} data-card="order">
        <OrderBody order={order} />
      </div>
    );
  return (
    <a
      href={`/member/order_detail?order_id=${order.orderId}`}
      target="_blank"
      rel="noopener"
      className={`${CARD} hover:border-brand`}
      data-card="order"
    >
      <OrderBody order={order} />
    </a>
  );
}
