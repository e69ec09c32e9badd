import { refundListEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { Pager } from '~/components/ui/pager';
import { ActivistTable } from '~/features/aftersale/activist-table';
import { pageFrom } from '~/features/money/page-number';
import { dataOr, serverApi } from '~/lib/api.server';
import { pageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageFrom(request);
  const errors: string[] = [];
  const rows = dataOr(
    await serverApi(request, context)(refundListEndpoint, { page, page_size: 10 }),
    { list: [], count: 0, page_count: 1 },
    errors,
  );
  return { title: pageTitle(request, 'member_activist'), rows, page, errors };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches, location.pathname, { title: loaderData?.title }),
  { name: 'robots', content: 'noindex' },
];

export default function ActivistRoute({ loaderData }: Route.ComponentProps) {
  const { title, rows, page, errors } = loaderData;
  return (
    <div className="flex flex-col gap-4 pb-10">
      <h1 className="bg-white px-6 py-4 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      <section className="bg-white px-6 py-5">
        <ActivistTable rows={rows.list} />
        <div className="mt-4">
          <Pager page={page} pageCount={rows.page_count} href={(p) => `/member/activist?page=${p}`} />
        </div>
      </section>
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
