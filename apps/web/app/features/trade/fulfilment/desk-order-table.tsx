import type { DeskOrder } from '@zay/contract';
import { Link } from 'react-router';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { Img } from '~/components/ui/img';
import { formatPrice } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';

const HEAD = 'px-3 py-2.5 text-left text-[13px] font-medium text-muted';
const COLUMNS: Column[] = [
  { label: 'seller.colOrder' },
  { label: 'seller.colBuyer' },
  { label: 'seller.colGoods' },
  { label: 'seller.colAmount' },
  { label: 'seller.colStatus' },
  { label: 'seller.colActions' },
];
const CELL = 'px-3 py-3 align-top text-[13px] leading-tight-text text-body';

/** A transfer proof waiting for the shop: its age, and when the order awaits payment again (ADR 087). */
function ProofWait({ sent, until }: { sent: number; until: number }) {
  const { t } = useTranslation();
  const hours = Math.max(0, Math.floor((Date.now() / 1000 - sent) / 3600));
  return (
    <div className="mt-1 text-[12px] text-[#b45309]" data-testid="proof-wait">
      {/* The page's clock and the browser's may straddle an hour. */}
      <div suppressHydrationWarning>{t('seller.proofAge', { hours })}</div>
      <div>{t('seller.proofDeadline', { time: formatDateTime(until) })}</div>
    </div>
  );
}

function OrderRow({ order, showShop }: { order: DeskOrder; showShop: boolean }) {
  const { t } = useTranslation();
  const href = `/seller/order?order_id=${order.order_id}`;
  return (
    <tr className="border-t border-line" data-testid="desk-order">
      <td className={CELL}>
        <Link to={href} className="font-medium text-ink hover:text-brand">
          {order.order_no}
        </Link>
        <div className="mt-1 text-muted">{formatDateTime(order.create_time)}</div>
        <div className="mt-1 text-muted">
          {order.order_type_name}
          {order.promotion_type_name && ` · ${order.promotion_type_name}`}
          {showShop && ` · ${order.site_name}`}
        </div>
      </td>
      <td className={CELL}>
        <div>{order.buyer_name}</div>
        <div className="mt-1 text-muted">
          {order.name} {order.mobile}
        </div>
      </td>
      <td className={CELL}>
        <ul className="space-y-1.5">
          {order.order_goods.map((g) => (
            <li key={g.order_goods_id} className="flex items-center gap-2">
              <Img kind="goods" src={imageUrl(g.sku_image)} width={36} height={36} alt="" className="size-9 rounded" />
              <span className="line-clamp-2">
                {g.sku_name} × {g.num}
              </span>
            </li>
          ))}
        </ul>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <div className="font-semibold text-ink">{formatPrice(order.pay_money)}</div>
        {order.adjust_money !== '0.00' && (
          <div className="mt-1 text-muted">
            {t('seller.adjustMoney')}: {order.adjust_money}
          </div>
        )}
      </td>
      <td className={CELL}>
        <div>{order.order_status_name}</div>
        <div className="mt-1 text-muted">{order.pay_type_name}</div>
        {order.proof_time > 0 && <ProofWait sent={order.proof_time} until={order.proof_expire_time} />}
      </td>
      <td className={CELL}>
        <Link
          to={href}
          className="inline-flex h-8 items-center rounded border border-line px-3 text-[13px] hover:border-brand hover:text-brand"
        >
          {t('seller.open')}
        </Link>
      </td>
    </tr>
  );
}

/** The desk's orders: number and time, buyer, goods, amount, status, the way in; `showShop` for the platform's staff. */
export function DeskOrderTable({ orders, showShop }: { orders: DeskOrder[]; showShop: boolean }) {
  return (
    <table className="w-full table-fixed bg-white">
      <colgroup>
        <col className="w-[19%]" />
        <col className="w-[15%]" />
        <col className="w-[30%]" />
        <col className="w-[12%]" />
        <col className="w-[14%]" />
        <col className="w-[10%]" />
      </colgroup>
      <ColumnHeads columns={COLUMNS} className="bg-[#fafafa]" cellClassName={HEAD} />
      <tbody>
        {orders.map((o) => (
          <OrderRow key={o.order_id} order={o} showShop={showShop} />
        ))}
      </tbody>
    </table>
  );
}
