import { memberAccountEndpoint, rechargePageEndpoint } from '@zay/contract';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { Pager } from '~/components/ui/pager';
import { Price } from '~/components/ui/price';
import { StatusPanel } from '~/components/ui/status-panel';
import { BalanceBand, LINE_LINK } from '~/features/member/account/balance-band';
import { serverApi } from '~/lib/api.server';
import { pageFrom } from '~/lib/page-query';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';
import { balances } from '../account/balances.server';
import { MemberSection } from '../member-panel-page';
import { PackageNameCell } from './package-name-cell';

export async function loader({ request, context }: Route.LoaderArgs) {
  const call = serverApi(request, context);
  const page = pageFrom(request);
  const [info, packages] = await Promise.all([
    call(memberAccountEndpoint, { account_type: 'balance,balance_money' }),
    call(rechargePageEndpoint, { page, page_size: 10 }),
  ]);
  const errors: string[] = [];
  const { total } = balances(info, errors);
  return {
    title: pageTitle(request, 'member_recharge_list'),
    total,
    packages: packages.ok ? packages.data : null,
    failure: packages.ok ? '' : packages.message,
    page,
    errors,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

const HEAD = 'px-4 py-2 font-normal';

/** `/member/recharge_list`: the balance, the packages on sale and the way to the paid recharges. */
export default function RechargeListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, total, packages, failure, page, errors } = loaderData;
  return (
    <MemberPage title={title}>
      <BalanceBand
        total={total}
        actions={
          <Link to="/member/recharge_order" className={LINE_LINK}>
            {t('recharge.records')}
          </Link>
        }
      />
      <MemberSection id="packages" title={t('recharge.packages')}>
        {!packages || packages.list.length === 0 ? (
          <StatusPanel
            icon={Wallet}
            title={packages ? t('recharge.noPackages') : failure}
            description={packages ? t('recharge.noPackagesText') : ''}
            compact
          />
        ) : (
          <>
            <table className="w-full text-left text-[14px]">
              <thead className="bg-page text-muted">
                <tr>
                  <th className={HEAD}>{t('recharge.colName')}</th>
                  <th className={HEAD}>{t('recharge.faceValue')}</th>
                  <th className={HEAD}>{t('recharge.bonusPoint')}</th>
                  <th className={HEAD}>{t('recharge.bonusGrowth')}</th>
                  <th className={HEAD}>
                    <span className="sr-only">{t('recharge.colAction')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {packages.list.map((p) => (
                  <tr key={p.recharge_id} className="border-b border-line" data-testid="recharge-package">
                    <PackageNameCell cover={p.cover_img} face={p.face_value} name={p.recharge_name} />
                    <td className="px-4 py-3 whitespace-nowrap">
                      <Price amount={p.face_value} />
                    </td>
                    <td className="px-4 py-3">{p.point}</td>
                    <td className="px-4 py-3">{p.growth}</td>
                    <td className="px-4 py-3 text-right">
                      <Link
                        to={`/member/recharge_detail?id=${p.recharge_id}`}
                        className="inline-flex min-h-8 items-center rounded bg-brand px-4 text-[13px] text-white hover:bg-brand-dark"
                      >
                        {t('recharge.recharge')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={page} pageCount={packages.page_count} href={(p) => `/member/recharge_list?page=${p}`} />
          </>
        )}
      </MemberSection>
      <LoadErrorToasts errors={errors} />
    </MemberPage>
  );
}
