import { withdrawPageEndpoint } from '@zay/contract';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { Pager } from '~/components/ui/pager';
import { Price } from '~/components/ui/price';
import { serverApi } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format-time';
import { loadMemberList } from '~/lib/member-list.server';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { MemberPanelPage } from '../member-panel-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadMemberList(request, 'member_withdrawal', (query) =>
    serverApi(request, context)(withdrawPageEndpoint, query),
  );
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function WithdrawalRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, rows, page, errors } = loaderData;
  return (
    <MemberPanelPage title={title} errors={errors}>
      {rows.list.length === 0 ? (
        <p className="py-10 text-center text-[14px] text-muted">{t('money.noWithdrawals')}</p>
      ) : (
        <table className="w-full text-left text-[14px]">
          <thead className="bg-page text-muted">
            <tr>
              <th className="px-4 py-2 font-normal">{t('money.accountType')}</th>
              <th className="px-4 py-2 font-normal">{t('money.withdrawAmount')}</th>
              <th className="px-4 py-2 font-normal">{t('money.applyTime')}</th>
              <th className="px-4 py-2 font-normal">{t('money.status')}</th>
              <th className="px-4 py-2 font-normal" />
            </tr>
          </thead>
          <tbody>
            {rows.list.map((r) => (
              <tr key={r.id} className="border-b border-line">
                <td className="px-4 py-3">{r.transfer_type_name}</td>
                <td className="px-4 py-3">
                  <Price amount={r.apply_money} />
                </td>
                <td className="px-4 py-3 text-muted">{formatDateTime(r.apply_time)}</td>
                <td className="px-4 py-3" data-status={r.status}>
                  {r.status_name}
                </td>
                <td className="px-4 py-3">
                  <Link className="text-link hover:text-brand" to={`/member/withdrawal_detail?id=${r.id}`}>
                    {t('money.detail')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="mt-4">
        <Pager page={page} pageCount={rows.page_count} href={(p) => `/member/withdrawal?page=${p}`} />
      </div>
    </MemberPanelPage>
  );
}
