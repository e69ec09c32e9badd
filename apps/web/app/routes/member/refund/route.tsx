import { refundDataEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { RefundApplyForm } from '~/features/aftersale/refund-apply-form';
import { noindexPageMeta } from '~/lib/meta';
import { AfterSalePage } from '../refund-detail/after-sale-page';
import { loadOrderGoodsPage } from '../refund-detail/order-goods.server';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadOrderGoodsPage(request, context, 'member_refund', refundDataEndpoint);

export const meta: Route.MetaFunction = noindexPageMeta;

export default function RefundApplyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AfterSalePage {...loaderData}>
      {(data) => (
        <section className="bg-white px-6 py-5">
          <RefundApplyForm data={data} />
        </section>
      )}
    </AfterSalePage>
  );
}
