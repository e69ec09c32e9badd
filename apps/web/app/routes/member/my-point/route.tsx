import { memberAccountEndpoint, memberAccountPageEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { LedgerTable } from '~/features/member/account/ledger-table';
import { dataOr, serverApi } from '~/lib/api.server';
import { pageFrom } from '~/lib/page-query';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const call = serverApi(request, context);
  const page = pageFrom(request);
  const [info, ledger] = await Promise.all([
    call(memberAccountEndpoint, { account_type: 'point' }),
    call(memberAccountPageEndpoint, { page, page_size: 10, account_type: 'point' }),
  ]);
  const errors: string[] = [];
  const point = dataOr(info, { point: 0, is_pay_password: 0 }, errors).point ?? 0;
  const rows = dataOr(ledger, { list: [], count: 0, page_count: 1 }, errors);
  return { title: pageTitle(request, 'member_my_point'), point, rows, page, errors };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function MyPointRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, point, rows, page, errors } = loaderData;
  return (
    <MemberPage title={title}>
      <section className="bg-white px-6 py-5">
        <p className="text-[14px] text-muted">{t('money.myPoints')}</p>
        <p className="text-3xl font-semibold text-brand tabular-nums">{Math.ceil(point)}</p>
      </section>
      <section className="bg-white px-6 py-5">
        <LedgerTable rows={rows.list} page={page} pageCount={rows.page_count} money={false} path="/member/my_point" />
      </section>
      <LoadErrorToasts errors={errors} />
    </MemberPage>
  );
}
