import { orderCalculateEndpoint, orderCreateEndpoint } from '@zay/contract';
import { PackageX } from 'lucide-react';
import type { Route } from './+types/route';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { CheckoutFrame, checkoutShouldRevalidate } from './checkout-frame';
import { loadPayment } from './payment.server';

/** Normal orders; the promotion checkouts pass their own order-creation calls. */
const CALLS = { calculate: orderCalculateEndpoint, create: orderCreateEndpoint };

export const loader = ({ request, context }: Route.LoaderArgs) => loadPayment(request, context);

export const meta: Route.MetaFunction = noindexPageMeta;

export const shouldRevalidate = checkoutShouldRevalidate;

export default function PaymentRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CheckoutFrame
      className="pb-10"
      load={loaderData}
      calls={CALLS}
      failed={{ icon: PackageX, title: t('checkout.dataMissing'), back: '/cart', backLabel: t('checkout.backToCart') }}
    />
  );
}
