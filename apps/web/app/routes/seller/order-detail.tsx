import { deskConfirmProofEndpoint, deskOrderDetailEndpoint } from '@zay/contract';
import { PackageX } from 'lucide-react';
import { data, Link, redirect } from 'react-router';
import { StatusPanel } from '~/components/ui/status-panel';
import { AdjustForm } from '~/features/trade/fulfilment/detail/adjust-form';
import { DeskLog } from '~/features/trade/fulfilment/detail/desk-log';
import { DispatchForm, ReadyPickupButton } from '~/features/trade/fulfilment/detail/dispatch-form';
import { OrderSummary } from '~/features/trade/fulfilment/detail/order-summary';
import { PackagesPanel } from '~/features/trade/fulfilment/detail/packages-panel';
import { ProofPanel } from '~/features/trade/fulfilment/detail/proof-panel';
import { ShipForm } from '~/features/trade/fulfilment/detail/ship-form';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/order-detail';
import { requireStaff, sellerPost } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const i18n = serverI18n(resolveLang(request));
  const orderId = Number(new URL(request.url).searchParams.get('order_id'));
  const empty = { title: i18n.t('seller.notFound'), order: null, message: i18n.t('seller.notFoundText') };
  if (!Number.isSafeInteger(orderId) || orderId < 1) return empty;
  const result = await serverApi(request, context)(deskOrderDetailEndpoint, { order_id: orderId });
  if (!result.ok) return { ...empty, message: result.message };
  return { title: `${i18n.t('seller.orderNo')} ${result.data.order_no}`, order: result.data, message: '' };
}

/**
 * The proof's confirm posted by the browser itself, before the page's script runs (ADR 095): the
 * first post asks (the page shows the question in place of the script's dialog), the second, with
 * `sure`, confirms and comes back to the order. With script the panel calls the API directly.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { text, call } = await sellerPost(request, context);
  const orderId = Number(text('order_id'));
  if (text('intent') !== 'confirm-proof' || !Number.isSafeInteger(orderId) || orderId < 1)
    throw data(null, { status: 400 });
  if (text('sure') !== '1') return { ask: true, message: '' };
  const result = await call(deskConfirmProofEndpoint, { order_id: orderId });
  if (!result.ok) return { ask: false, message: result.message };
  throw redirect(`/seller/order?order_id=${orderId}`);
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/order?order_id=`: one order of the shop, and what the desk can do with it now. */
export default function SellerOrderRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, title, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1100px]">
      <Link to="/seller" className="mb-2 inline-block text-[13px] text-muted hover:text-brand">
        ← {t('seller.backToOrders')}
      </Link>
      <h1 className="mb-4 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      {order ? (
        <>
          {/* A proof waiting for the shop comes first; once dealt with, it stays below as a record. */}
          {order.desk_action.includes('confirmProof') && <ProofPanel order={order} />}
          {order.desk_action.includes('adjustPrice') && <AdjustForm order={order} />}
          {order.desk_action.includes('ship') && <ShipForm order={order} />}
          {order.desk_action.includes('dispatch') && <DispatchForm order={order} />}
          {order.desk_action.includes('readyPickup') && (
            <div className="mb-4 bg-white p-5">
              <ReadyPickupButton order={order} />
            </div>
          )}
          <PackagesPanel packages={order.package_list} canTrace={order.desk_action.includes('addTrace')} />
          <OrderSummary order={order} />
          {!order.desk_action.includes('confirmProof') && <ProofPanel order={order} />}
          <DeskLog log={order.log} />
        </>
      ) : (
        <div className="bg-white py-6">
          <StatusPanel icon={PackageX} title={t('seller.notFound')} description={message} compact />
        </div>
      )}
    </div>
  );
}
