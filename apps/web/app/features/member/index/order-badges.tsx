import type { OrderNum } from '@zay/contract';
import { ClipboardCheck, CreditCard, MessageSquareText, PackageCheck, RotateCcw, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/translation';

const BADGES = [
  { key: 'waitpay', to: '/member/order_list?order_status=waitpay', Icon: CreditCard },
  { key: 'waitsend', to: '/member/order_list?order_status=waitsend', Icon: PackageCheck },
  { key: 'waitconfirm', to: '/member/order_list?order_status=waitconfirm', Icon: Truck },
  { key: 'waitrate', to: '/member/order_list?order_status=waitrate', Icon: MessageSquareText },
  { key: 'refunding', to: '/member/activist', Icon: RotateCcw },
] as const;

/** Five order counts, each leading to its tab of the order list (after-sale to /member/activist). */
export function OrderBadges({ counts }: { counts: OrderNum }) {
  const { t } = useTranslation();
  return (
    <section className="bg-white px-6 py-4" aria-labelledby="member-orders-heading">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="member-orders-heading" className="text-[15px] font-semibold text-ink">
          {t('memberCentre.myOrders')}
        </h2>
        <Link to="/member/order_list" className="flex items-center gap-1 text-[13px] text-muted hover:text-brand">
          <ClipboardCheck size={14} aria-hidden />
          {t('memberCentre.allOrders')}
        </Link>
      </div>
      <ul className="grid grid-cols-5 gap-2">
        {BADGES.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex flex-col items-center gap-1.5 py-2 text-center text-[13px] text-body hover:text-brand"
            >
              <span className="relative">
                <Icon size={28} aria-hidden strokeWidth={1.5} />
                {counts[key] > 0 && (
                  <span className="absolute -top-2 -right-3 min-w-5 rounded-full bg-brand px-1.5 text-center text-[11px] leading-5 text-white">
                    {counts[key] > 99 ? '99+' : counts[key]}
                  </span>
                )}
              </span>
              <span className="leading-tight-text break-words">{t(`memberCentre.badge_${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
