import { refundDataEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { RefundApplyForm } from '~/features/aftersale/refund-apply-form';
import { noindexPageMeta } from '~/lib/meta';
import { orderGoodsRecord } from '~/lib/order-goods.server';
import { pageTitle } from '~/lib/page-title.server';
import { AfterSalePage } from '../refund-detail/after-sale-page';

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  title: pageTitle(request, 'member_refund'),
  detail: await orderGoodsRecord(request, context, refundDataEndpoint),
});

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
