import type { OrderListItem, OrderNum, OrderTab } from '@zay/contract';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Pager } from '~/components/ui/pager';
import { PRIMARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { useTranslation } from '~/lib/translation';
import { OrderRows } from './order-rows';
import { OrderTabs } from './order-tabs';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';

interface Props {
  tab: OrderTab;
  counts: OrderNum | null;
  orders: OrderListItem[];
  page: number;
  pageCount: number;
}

const TH = 'py-3 text-[13px] font-normal text-muted';
const COLUMNS: Column[] = [
  { label: 'order.colGoods', className: `${TH} px-4 text-left` },
  { label: 'order.colPrice', className: `${TH} w-32` },
  { label: 'order.colNum', className: `${TH} w-24` },
  { label: 'order.colPayment', className: `${TH} w-44` },
  { label: 'order.colOperation', className: `${TH} w-44` },
];

/** SPEC §2 order list: tabs, the five columns, an empty state and numbered paging with "previous". */
export function OrderList({ tab, counts, orders, page, pageCount }: Props) {
  const { t } = useTranslation();
  const href = (p: number) => {
    const q = new URLSearchParams();
    if (tab !== 'all') q.set('order_status', tab);
    if (p > 1) q.set('page', String(p));
    const query = q.toString();
    return `/member/order_list${query ? `?${query}` : ''}`;
  };
  return (
    <div>
      <OrderTabs current={tab} counts={counts} />
      {orders.length === 0 ? (
        <div className="mt-3">
          <StatusPanel icon={ClipboardList} title={t('order.empty')} description={t('order.emptyText')} compact>
            <Link to="/index" className={PRIMARY_BUTTON}>
              {t('order.goShopping')}
            </Link>
          </StatusPanel>
        </div>
      ) : (
        <table className="mt-3 w-full table-fixed border-collapse">
          <caption className="sr-only">{t(`order.tab_${tab}`)}</caption>
          <ColumnHeads columns={COLUMNS} className="bg-white" />
          {orders.map((order) => (
            <OrderRows key={order.order_id} order={order} />
          ))}
        </table>
      )}
      <Pager page={page} pageCount={pageCount} href={href} />
    </div>
  );
}
