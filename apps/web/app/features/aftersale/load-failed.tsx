import { Link } from 'react-router';
import { useTranslation } from '~/lib/translation';

/** The goods is missing or not the member's: say so, and lead back to the orders. */
export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="py-12 text-center text-[14px]">
      <p className="text-ink">{t('afterSale.loadFailed')}</p>
      <Link to="/member/order_list" className="mt-3 inline-block text-link hover:text-brand">
        {t('pages.member_order_list')}
      </Link>
    </div>
  );
}
