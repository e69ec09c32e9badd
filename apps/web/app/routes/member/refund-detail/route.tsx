import { refundDetailEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { LoadFailed } from '~/features/aftersale/load-failed';
import { RefundDetailView } from '~/features/aftersale/refund-detail';
import { serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = Math.trunc(Number(new URL(request.url).searchParams.get('order_goods_id')));
  const found = id > 0 ? await serverApi(request, context)(refundDetailEndpoint, { order_goods_id: id }) : null;
  return { title: pageTitle(request, 'member_refund_detail'), detail: found?.ok ? found.data : null };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function RefundDetailRoute({ loaderData }: Route.ComponentProps) {
  const { title, detail } = loaderData;
  return (
    <MemberPage title={title}>
      {detail ? (
        <RefundDetailView d={detail} />
      ) : (
        <section className="bg-white px-6 py-5">
          <LoadFailed />
        </section>
      )}
    </MemberPage>
  );
}
