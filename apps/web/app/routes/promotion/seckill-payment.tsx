import { seckillOrderCalculateEndpoint, seckillOrderCreateEndpoint } from '@zay/contract';
import { Zap } from 'lucide-react';
import { Link, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/seckill-payment';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { CheckoutPage } from '~/features/checkout/checkout-page';
import type { CheckoutCalls } from '~/features/checkout/use-checkout';
import { pageMeta } from '~/lib/meta';
import { MEMBER_ONLY } from '~/lib/session';
import { useTranslation } from '~/lib/translation';
import { loadSeckillPayment } from './seckill-payment.server';

/** SPEC §2: the seckill checkout needs a member. */
export const handle = MEMBER_ONLY;

/**
 * The one checkout with the seckill's own order-creation calls: the same body (plus seckill_id)
 * and the same answers as ordercreate/*, so the checkout's parts serve it unchanged.
 */
const CALLS = {
  calculate: seckillOrderCalculateEndpoint,
  create: seckillOrderCreateEndpoint,
} as unknown as CheckoutCalls;

export const loader = ({ request, context }: Route.LoaderArgs) => loadSeckillPayment(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches, location.pathname, { title: loaderData?.title }),
  { name: 'robots', content: 'noindex' },
];

export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.search !== nextUrl.search;

function Failed({ message, seckillId }: { message: string; seckillId?: number }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      icon={Zap}
      title={t('seckill.checkoutFailed')}
      description={message || t('checkout.dataMissingText')}
      compact
    >
      <Link to={seckillId ? `/promotion/seckill-${seckillId}` : '/promotion/seckill'} className={PRIMARY_BUTTON}>
        {t('seckill.backToList')}
      </Link>
      <Link to="/index" className={SECONDARY_BUTTON}>
        {t('common.backHome')}
      </Link>
    </StatusPanel>
  );
}

export default function SeckillPaymentRoute({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <div className="page-width pt-4 pb-10">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{loaderData.title}</h1>
      {loaderData.state === 'failed' ? (
        <Failed message={loaderData.message} seckillId={'seckillId' in loaderData ? loaderData.seckillId : undefined} />
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
