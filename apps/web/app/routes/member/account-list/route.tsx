import { bankAccountPageEndpoint } from '@zay/contract';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { Pager } from '~/components/ui/pager';
import { BankAccountActions } from '~/features/money/withdrawal/bank-account-actions';
import { dataOr, serverApi } from '~/lib/api.server';
import { pageFrom } from '~/lib/page-query';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { useTranslation } from '~/lib/translation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageFrom(request);
  const errors: string[] = [];
  const accounts = dataOr(
    await serverApi(request, context)(bankAccountPageEndpoint, { page, page_size: 8 }),
    { list: [], count: 0, page_count: 1 },
    errors,
  );
  const back = new URL(request.url).searchParams.get('back');
  return {
    title: pageTitle(request, 'member_account_list'),
    accounts,
    page,
    back: back ? safeRedirect(back, '/member/apply_withdrawal') : null,
    errors,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function AccountListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, accounts, page, back, errors } = loaderData;
  const addHref = `/member/account_edit${back ? `?back=${encodeURIComponent(back)}` : ''}`;
  return (
    <MemberPage title={title}>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <li>
          <Link
            to={addHref}
            className="flex h-full min-h-[140px] items-center justify-center gap-2 border border-dashed border-line bg-white text-[14px] text-muted hover:text-brand"
          >
            <Plus size={18} aria-hidden /> {t('money.addAccount')}
          </Link>
        </li>
        {accounts.list.map((a) => (
          <li key={a.id} className="flex flex-col gap-2 border border-line bg-white p-4 text-[14px]">
            <p className="flex items-center gap-2 font-semibold text-ink">
              {a.realname}
              {a.is_default === 1 && (
                <span className="rounded bg-brand px-2 text-[12px] font-normal text-white">{t('money.default')}</span>
              )}
            </p>
            <p className="text-muted">
              {t('money.mobile')}: {a.mobile}
            </p>
            <p className="text-muted">
              {t('money.accountType')}: {a.withdraw_type_name}
              {a.branch_bank_name ? ` · ${a.branch_bank_name}` : ''}
            </p>
            <p className="text-muted">
              {t('money.accountNumber')}: {a.bank_account}
            </p>
            <BankAccountActions id={a.id} isDefault={a.is_default === 1} back={back} />
          </li>
        ))}
      </ul>
      <Pager page={page} pageCount={accounts.page_count} href={(p) => `/member/account_list?page=${p}`} />
      <LoadErrorToasts errors={errors} />
    </MemberPage>
  );
}
