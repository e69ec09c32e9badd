import { ORDER_TABS, type OrderNum, type OrderTab } from '@zay/contract';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/translation';

/** All orders and the four status tabs, with counts from order/num; each tab is an address. */
export function OrderTabs({ current, counts }: { current: OrderTab; counts: OrderNum | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('order.tabs')} className="flex border-b border-line bg-white px-4">
      {ORDER_TABS.map((tab) => {
        const count = tab === 'all' ? 0 : (counts?.[tab] ?? 0);
        const active = tab === current;
        return (
          <Link
            key={tab}
            to={tab === 'all' ? '/member/order_list' : `/member/order_list?order_status=${tab}`}
            aria-current={active ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-3 text-[14px] whitespace-nowrap ${active ? 'border-brand font-semibold text-brand' : 'border-transparent text-body hover:text-brand'}`}
          >
            {t(`order.tab_${tab}`)}
            {count > 0 && <span className="ml-1 text-brand">{count}</span>}
          </Link>
        );
      })}
    </nav>
  );
}
