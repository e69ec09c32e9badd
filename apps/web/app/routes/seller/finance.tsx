import {
  sellerBankAccountListEndpoint,
  sellerFinanceInfoEndpoint,
  sellerFinanceLedgerEndpoint,
  sellerWithdrawPageEndpoint,
} from '@zay/contract';
import { Wallet } from 'lucide-react';
import { PagedRows } from '~/components/console/console-list-page';
import { StatusTabs } from '~/components/console/status-tabs';
import { StatusPanel } from '~/components/ui/status-panel';
import { SettlementView } from '~/features/aftersale/console/settlement-view';
import {
  AccountsPanel,
  FinanceCards,
  WithdrawalTable,
  WithdrawForm,
} from '~/features/money/shop-finance/console/shop-finance-panels';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/finance';
import { requireStaff } from './seller.server';

const TABS = ['overview', 'withdrawals', 'accounts'] as const;
type Tab = (typeof TABS)[number];
const tabHref = (tab: Tab, page = 1) => {
  const q = new URLSearchParams();
  if (tab !== 'overview') q.set('tab', tab);
  if (page > 1) q.set('page', String(page));
  const query = q.toString();
  return query ? `/seller/finance?${query}` : '/seller/finance';
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const asked = url.searchParams.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'overview';
  const page = pageFrom(url);
  const call = serverApi(request, context);
  const title = serverI18n(resolveLang(request)).t('sellerFinance.title');
  const [info, accounts] = await Promise.all([
    call(sellerFinanceInfoEndpoint, {}),
    call(sellerBankAccountListEndpoint, {}),
  ]);
  const base = {
    title,
    tab,
    page,
    info: info.ok ? info.data : null,
    accounts: accounts.ok ? accounts.data : [],
    message: info.ok ? '' : info.message,
  };
  if (!info.ok) return { ...base, ledger: null, withdrawals: null };
  if (tab === 'withdrawals') {
    const w = listOrMessage(await call(sellerWithdrawPageEndpoint, { page, page_size: 20 }));
    return { ...base, ledger: null, withdrawals: w.list, message: w.message };
  }
  if (tab === 'overview') {
    const l = listOrMessage(await call(sellerFinanceLedgerEndpoint, { page, page_size: 20 }));
    return { ...base, ledger: l.list, withdrawals: null, message: l.message };
  }
  return { ...base, ledger: null, withdrawals: null };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/**
 * `/seller/finance` (issue 30, ADR 102): the shop owner's money — withdrawable and pending
 * balance, the withdrawal form and the ledger; the withdrawals with their states; the shop's bank
 * accounts and wallets.
 */
export default function SellerFinanceRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, tab, page, info, accounts, ledger, withdrawals, message } = loaderData;
  return (
    <div className="mx-auto grid max-w-[1100px] gap-3">
      <div>
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <p className="mt-1 text-[13px] leading-text text-muted">{t('sellerFinance.intro')}</p>
      </div>
      {!info ? (
        <StatusPanel icon={Wallet} compact title={t('sellerFinance.loadFailed')} description={message} />
      ) : (
        <>
          <FinanceCards info={info} />
          <StatusTabs
            label={title}
            tabs={TABS}
            current={tab}
            href={(x) => tabHref(x)}
            name={(x) => t(`sellerFinance.tab_${x}`)}
          />
          {tab === 'overview' && (
            <>
              <WithdrawForm info={info} accounts={accounts} />
              <h2 className="mt-2 text-[15px] font-semibold text-ink">{t('sellerFinance.ledger')}</h2>
              <PagedRows
                list={ledger}
                page={page}
                href={(p) => tabHref('overview', p)}
                icon={Wallet}
                empty={t('sellerFinance.ledgerEmpty')}
                emptyText={t('sellerFinance.ledgerEmptyText')}
                message={message}
              >
                {() => ledger && <SettlementView s={ledger} />}
              </PagedRows>
            </>
          )}
          {tab === 'withdrawals' && (
            <PagedRows
              list={withdrawals}
              page={page}
              href={(p) => tabHref('withdrawals', p)}
              icon={Wallet}
              empty={t('sellerFinance.withdrawalsEmpty')}
              emptyText={t('sellerFinance.withdrawalsEmptyText')}
              message={message}
            >
              {(rows) => <WithdrawalTable rows={rows} />}
            </PagedRows>
          )}
          {tab === 'accounts' && <AccountsPanel accounts={accounts} />}
        </>
      )}
    </div>
  );
}
