import type { WorkbenchOrder } from '@zay/contract';
import { LoaderCircle } from 'lucide-react';
import { Img } from '~/components/ui/img';
import { Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';
import { dayKey } from '../messages/chat-dates';

function OrderRow({ order }: { order: WorkbenchOrder }) {
  const { t } = useTranslation();
  const count = order.order_goods.reduce((n, g) => n + g.num, 0);
  return (
    <li className="rounded-md border border-line bg-white p-3 text-xs text-muted">
      <div className="flex items-baseline justify-between gap-2">
        <span className="truncate text-[13px] text-ink">{order.order_no}</span>
        <span className="shrink-0 text-accent-ink">{order.order_status_name}</span>
      </div>
      <div className="mt-2 flex gap-1.5">
        {order.order_goods.slice(0, 4).map((g) => (
          <Img
            key={g.sku_id}
            kind="goods"
            src={g.sku_image}
            width={44}
            height={44}
            alt={g.sku_name}
            title={g.sku_name}
            className="size-11 rounded object-cover"
          />
        ))}
      </div>
      <div className="mt-2 flex items-baseline justify-between gap-2">
        <span>
          {t('servicer.placed', { date: dayKey(order.create_time) })} · {t('servicer.goodsCount', { count })}
        </span>
        <Price amount={order.order_money} className="text-[13px]" />
      </div>
    </li>
  );
}

/** The buyer's recent orders with the servicer's shop, beside the conversation. */
export function BuyerOrders({ orders }: { orders: WorkbenchOrder[] | null }) {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="buyer-orders" className="flex min-h-0 flex-col border-l border-line bg-page">
      <h2 id="buyer-orders" className="border-b border-line bg-white px-4 py-2.5 text-[13px] font-semibold text-ink">
        {t('servicer.orders')}
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {orders === null ? (
          <LoaderCircle size={18} className="mx-auto mt-6 animate-spin text-subtle" aria-label={t('chat.loading')} />
        ) : orders.length === 0 ? (
          <p className="px-1 py-4 text-xs text-subtle">{t('servicer.noOrders')}</p>
        ) : (
          <ul className="space-y-2">
            {orders.map((order) => (
              <OrderRow key={order.order_id} order={order} />
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
