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
import type { Route } from './+types/payment';
import type { CheckoutCalls } from '~/features/trade/checkout/use-checkout';
import { noindexPageMeta } from '~/lib/meta';
import { MEMBER_ONLY } from '~/lib/session';
import { useTranslation } from '~/lib/translation';
import { CheckoutFrame, checkoutShouldRevalidate } from '../payment/checkout-frame';
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
} satisfies Record<PromotionCheckoutKind, CheckoutCalls>;

export const loader = ({ request, context }: Route.LoaderArgs) => loadPromotionPayment(request, context);

export const meta: Route.MetaFunction = noindexPageMeta;

export const shouldRevalidate = checkoutShouldRevalidate;

export default function PromotionPaymentRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <CheckoutFrame
      className="page-width pt-4 pb-10"
      load={loaderData}
      calls={CALLS[loaderData.kind]}
      failed={{
        icon: Tag,
        title: t('checkout.promotionFailed'),
        back: loaderData.state === 'failed' ? loaderData.back : '',
        backLabel: t('checkout.backToPromotion'),
      }}
    />
  );
}
