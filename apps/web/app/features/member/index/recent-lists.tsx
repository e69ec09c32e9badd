import type { BrowseItem, OrderListItem } from '@zay/contract';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { GoodsThumb } from '~/components/ui/thumb';
import { Img } from '~/components/ui/img';
import { Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';

function Heading({ id, title, to, more }: { id: string; title: string; to: string; more: string }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <h2 id={id} className="text-[15px] font-semibold text-ink">
        {title}
      </h2>
      <Link to={to} className="shrink-0 text-[13px] text-muted hover:text-brand">
        {more}
      </Link>
    </div>
  );
}

/** The three latest orders: first goods, name, status and a link to the detail. */
export function LatestOrders({ orders }: { orders: OrderListItem[] }) {
  const { t } = useTranslation();
  return (
    <section className="bg-white px-6 py-4" aria-labelledby="member-latest-orders">
      <Heading
        id="member-latest-orders"
        title={t('memberCentre.latestOrders')}
        to="/member/order_list"
        more={t('memberCentre.allOrders')}
      />
      {orders.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-8 text-center text-[13px] text-muted">
          <ShoppingBag size={40} aria-hidden strokeWidth={1.25} />
          <p className="max-w-md leading-text">{t('memberCentre.noOrders')}</p>
          <Link to="/" className="rounded bg-brand px-5 py-2 text-white hover:bg-brand-dark">
            {t('memberCentre.goShopping')}
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-line">
          {orders.map((order) => {
            const goods = order.order_goods[0];
            return (
              <li key={order.order_id} className="flex items-center gap-4 py-3 text-[13px]">
                <GoodsThumb src={goods?.sku_image} size={60} />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 leading-text break-words text-ink">
                    {goods?.sku_name ?? order.order_name}
                  </p>
                  <p className="mt-1 text-muted">
                    <Price amount={order.pay_money} className="font-normal text-ink" />
                  </p>
                </div>
                <span className="w-28 shrink-0 text-center leading-tight-text text-accent-ink">
                  {order.order_status_name}
                </span>
                <Link
                  to={`/member/order_detail?order_id=${order.order_id}`}
                  className="shrink-0 rounded border border-line px-3 py-1 leading-tight-text hover:border-brand hover:text-brand"
                >
                  {t('memberCentre.viewDetail')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The latest footprints as goods tiles. */
export function RecentFootprints({ items }: { items: BrowseItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="bg-white px-6 py-4" aria-labelledby="member-footprints">
      <Heading
        id="member-footprints"
        title={t('memberCentre.recentFootprints')}
        to="/member/footprint"
        more={t('common.more')}
      />
      <ul className="grid grid-cols-6 gap-3 max-lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/sku-${item.sku_id}`} className="group block text-[13px]">
              <Img
                kind="goods"
                thumb
                src={item.sku_image}
                width={140}
                height={140}
                alt=""
                className="aspect-square w-full rounded object-cover"
              />
              <p className="mt-1.5 line-clamp-2 leading-text break-words text-ink group-hover:text-brand">
                {item.sku_name}
              </p>
              <Price amount={item.discount_price} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
