import { refundListEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { Pager } from '~/components/ui/pager';
import { ActivistTable } from '~/features/aftersale/activist-table';
import { serverApi } from '~/lib/api.server';
import { loadMemberList } from '~/lib/member-list.server';
import { noindexPageMeta } from '~/lib/meta';
import { MemberPanelPage } from '../member-panel-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMemberList(request, 'member_activist', (query) => serverApi(request, context)(refundListEndpoint, query));
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function ActivistRoute({ loaderData }: Route.ComponentProps) {
  const { title, rows, page, errors } = loaderData;
  return (
    <MemberPanelPage title={title} errors={errors}>
      <ActivistTable rows={rows.list} />
      <div className="mt-4">
        <Pager page={page} pageCount={rows.page_count} href={(p) => `/member/activist?page=${p}`} />
      </div>
    </MemberPanelPage>
  );
}
