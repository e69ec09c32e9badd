import type { Checkout, MemberAddress, Region } from '@zay/contract';
import type { LucideIcon } from 'lucide-react';
import { Link, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import type { CheckoutGoods } from '~/features/trade/checkout/checkout-body';
import { CheckoutPage } from '~/features/trade/checkout/checkout-page';
import type { CheckoutCalls } from '~/features/trade/checkout/use-checkout';
import { useTranslation } from '~/lib/translation';

/** A checkout's loader data: what it needs, or why it has nothing to show. */
export type CheckoutLoad =
  | { state: 'failed'; title: string; message: string }
  | {
      state: 'ready';
      title: string;
      goods: CheckoutGoods;
      checkout: Checkout;
      addresses: MemberAddress[];
      provinces: Region[];
    };

/** The checkout keeps its own state; only other goods (a new query) load it again. */
export const checkoutShouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.search !== nextUrl.search;

/**
 * A checkout page (the cart's and the promotions'): its title, then the checkout with its
 * order-creation `calls` — or, when its data did not load, why, with the way back and home.
 */
export function CheckoutFrame({
  className,
  load,
  calls,
  failed,
}: {
  className: string;
  load: CheckoutLoad;
  calls: CheckoutCalls;
  failed: { icon: LucideIcon; title: string; back: string; backLabel: string };
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <div className={className}>
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{load.title}</h1>
      {load.state === 'failed' ? (
        <StatusPanel
          icon={failed.icon}
          title={failed.title}
          description={load.message || t('checkout.dataMissingText')}
          compact
        >
          <Link to={failed.back} className={PRIMARY_BUTTON}>
            {failed.backLabel}
          </Link>
          <Link to="/index" className={SECONDARY_BUTTON}>
            {t('common.backHome')}
          </Link>
        </StatusPanel>
      ) : (
        <CheckoutPage
          key={search}
          calls={calls}
          goods={load.goods}
          initial={load.checkout}
          addresses={load.addresses}
          provinces={load.provinces}
        />
      )}
    </div>
  );
}
