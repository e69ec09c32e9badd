import {
  bundlingOrderCalculateEndpoint,
  bundlingOrderCreateEndpoint,
  groupbuyOrderCalculateEndpoint,
  groupbuyOrderCreateEndpoint,
  seckillOrderCalculateEndpoint,
  seckillOrderCreateEndpoint,
  topicOrderCalculateEndpoint,
  topicOrderCreateEndpoint,
} from '@zay/contract';
import { Tag } from 'lucide-react';
import { Link, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/payment';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { CheckoutPage } from '~/features/checkout/checkout-page';
import type { CheckoutCalls } from '~/features/checkout/use-checkout';
import { noindexPageMeta } from '~/lib/meta';
import { MEMBER_ONLY } from '~/lib/session';
import { useTranslation } from '~/lib/translation';
import { loadPromotionPayment, type PromotionCheckoutKind } from './payment.server';

/** SPEC §2: the promotion checkouts need a member. */
export const handle = MEMBER_ONLY;

/**
 * The one checkout with each promotion's own order-creation calls: the same body (plus the
 * promotion's fields) and the same answers as ordercreate/*, so the checkout's parts serve them unchanged.
 */
const CALLS = {
  seckill_payment: { calculate: seckillOrderCalculateEndpoint, create: seckillOrderCreateEndpoint },
  combo_payment: { calculate: bundlingOrderCalculateEndpoint, create: bundlingOrderCreateEndpoint },
  groupbuy_payment: { calculate: groupbuyOrderCalculateEndpoint, create: groupbuyOrderCreateEndpoint },
  topic_payment: { calculate: topicOrderCalculateEndpoint, create: topicOrderCreateEndpoint },
} as unknown as Record<PromotionCheckoutKind, CheckoutCalls>;

export const loader = ({ request, context }: Route.LoaderArgs) => loadPromotionPayment(request, context);

export const meta: Route.MetaFunction = noindexPageMeta;

export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.search !== nextUrl.search;

function Failed({ message, back }: { message: string; back: string }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={Tag}
      title={t('checkout.promotionFailed')}
      description={message || t('checkout.dataMissingText')}
      compact
    >
      <Link to={back} className={PRIMARY_BUTTON}>
        {t('checkout.backToPromotion')}
      </Link>
      <Link to="/index" className={SECONDARY_BUTTON}>
        {t('common.backHome')}
      </Link>
    </StatusPanel>
  );
}

export default function PromotionPaymentRoute({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <div className="page-width pt-4 pb-10">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{loaderData.title}</h1>
      {loaderData.state === 'failed' ? (
        <Failed message={loaderData.message} back={loaderData.back} />
      ) : (
        <CheckoutPage
          key={search}
          calls={CALLS[loaderData.kind]}
          goods={loaderData.goods}
          initial={loaderData.checkout}
          addresses={loaderData.addresses}
          provinces={loaderData.provinces}
        />
      )}
    </div>
  );
}
