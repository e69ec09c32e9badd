import type { Route } from './+types/route';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { OrderList } from '~/features/trade/order/order-list';
import { noindexPageMeta } from '~/lib/meta';
import { orderAction } from './order-actions.server';
import { loadOrderList } from './order-list.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadOrderList(request, context);

export const action = ({ request, context }: Route.ActionArgs) => orderAction(request, context);

export const meta: Route.MetaFunction = noindexPageMeta;

export default function OrderListRoute({ loaderData }: Route.ComponentProps) {
  const { title, tab, page, orders, pageCount, counts, errors } = loaderData;
  return (
    <div className="pb-10">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      <OrderList tab={tab} counts={counts} orders={orders} page={page} pageCount={pageCount} />
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
