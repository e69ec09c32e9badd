import { memberAccountEndpoint, memberAccountPageEndpoint } from '@zay/contract';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { Price } from '~/components/ui/price';
import { BalanceBand, LINE_LINK } from '~/features/member/account/balance-band';
import { LedgerTable } from '~/features/member/account/ledger-table';
import { dataOr, serverApi } from '~/lib/api.server';
import { pageFrom } from '~/lib/page-query';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';
import { balances } from './balances.server';
import { MemberSection } from '../member-panel-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const call = serverApi(request, context);
  const page = pageFrom(request);
  const [info, ledger] = await Promise.all([
    call(memberAccountEndpoint, { account_type: 'balance,balance_money' }),
    call(memberAccountPageEndpoint, { page, page_size: 10, account_type: 'balance' }),
  ]);
  const errors: string[] = [];
  const { accounts, total } = balances(info, errors);
  const rows = dataOr(ledger, { list: [], count: 0, page_count: 1 }, errors);
  return { title: pageTitle(request, 'member_account'), accounts, total, rows, page, errors };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, accounts, total, rows, page, errors } = loaderData;
  return (
    <MemberPage title={title}>
      <BalanceBand
        total={total}
        details={
          <p className="mt-2 text-[13px] text-muted" data-testid="balances">
            {t('money.withdrawable')}: <Price amount={accounts.balance_money ?? '0.00'} /> ·{' '}
            {t('money.notWithdrawable')}: <Price amount={accounts.balance ?? '0.00'} />
          </p>
        }
        actions={
          <div className="flex gap-3">
            <Link to="/member/apply_withdrawal" className={LINE_LINK}>
              {t('money.withdraw')}
            </Link>
            <Link
              to="/member/recharge_list"
              className="rounded bg-brand px-6 py-2 text-[14px] text-white hover:bg-brand-dark"
            >
              {t('money.recharge')}
            </Link>
          </div>
        }
      />
      <MemberSection id="ledger" title={t('money.ledger')}>
        <LedgerTable rows={rows.list} page={page} pageCount={rows.page_count} money path="/member/account" />
      </MemberSection>
      <LoadErrorToasts errors={errors} />
    </MemberPage>
  );
}
