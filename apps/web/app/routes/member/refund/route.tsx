import { refundDataEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { LoadFailed } from '~/features/aftersale/load-failed';
import { RefundApplyForm } from '~/features/aftersale/refund-apply-form';
import { serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = Math.trunc(Number(new URL(request.url).searchParams.get('order_goods_id')));
  const found = id > 0 ? await serverApi(request, context)(refundDataEndpoint, { order_goods_id: id }) : null;
  return { title: pageTitle(request, 'member_refund'), data: found?.ok ? found.data : null };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function RefundApplyRoute({ loaderData }: Route.ComponentProps) {
  const { title, data } = loaderData;
  return (
    <MemberPage title={title}>
      <section className="bg-white px-6 py-5">{data ? <RefundApplyForm data={data} /> : <LoadFailed />}</section>
    </MemberPage>
  );
}
