import { orderCalculateEndpoint, orderCreateEndpoint } from '@zay/contract';
import { PackageX } from 'lucide-react';
import { Link, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/route';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { CheckoutPage } from '~/features/checkout/checkout-page';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { loadPayment } from './payment.server';

/** Normal orders; the promotion checkouts will pass their own order-creation calls. */
const CALLS = { calculate: orderCalculateEndpoint, create: orderCreateEndpoint };

export const loader = ({ request, context }: Route.LoaderArgs) => loadPayment(request, context);

export const meta: Route.MetaFunction = noindexPageMeta;

/** The checkout keeps its own state; only other goods (a new query) load it again. */
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.search !== nextUrl.search;

function Failed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={PackageX}
      title={t('checkout.dataMissing')}
      description={message || t('checkout.dataMissingText')}
      compact
    >
      <Link to="/cart" className={PRIMARY_BUTTON}>
        {t('checkout.backToCart')}
      </Link>
      <Link to="/index" className={SECONDARY_BUTTON}>
        {t('common.backHome')}
      </Link>
    </StatusPanel>
  );
}

export default function PaymentRoute({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <div className="pb-10">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{loaderData.title}</h1>
      {loaderData.state === 'failed' ? (
        <Failed message={loaderData.message} />
      ) : (
        <CheckoutPage
          key={search}
          calls={CALLS}
          goods={loaderData.goods}
          initial={loaderData.checkout}
          addresses={loaderData.addresses}
          provinces={loaderData.provinces}
        />
      )}
    </div>
  );
}
