import { browsePageEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { FootprintDays } from '~/features/member/footprint/footprint-days';
import { dataOr, serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';

/** Every footprint at once (`page_size` 0), as the family's page asks (API-SHAPES-MORE §1.9). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const errors: string[] = [];
  const page = await serverApi(request, context)(browsePageEndpoint, { page: 1, page_size: 0 });
  const items = dataOr(page, { list: [], count: 0, page_count: 1 }, errors).list;
  return { title: pageTitle(request, 'member_footprint'), items, errors };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function FootprintRoute({ loaderData }: Route.ComponentProps) {
  const { title, items, errors } = loaderData;
  return (
    <MemberPage title={title}>
      <section className="bg-white px-6 py-4">
        <FootprintDays items={items} />
      </section>
      <LoadErrorToasts errors={errors} />
    </MemberPage>
  );
}
