import { bankAccountInfoEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { BankAccountForm } from '~/features/money/withdrawal/bank-account-form';
import { serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { useTranslation } from '~/lib/translation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const id = Math.trunc(Number(params.get('id')));
  const found = id > 0 ? await serverApi(request, context)(bankAccountInfoEndpoint, { id }) : null;
  if (found && !found.ok) throw new Response(null, { status: 404 });
  const back = params.get('back');
  return {
    title: pageTitle(request, 'member_account_edit'),
    account: found?.ok ? found.data : null,
    back: back ? safeRedirect(back, '/member/account_list') : '/member/account_list',
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function AccountEditRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, account, back } = loaderData;
  return (
    <div className="flex flex-col gap-4 pb-10">
      <h1 className="bg-white px-6 py-4 text-xl leading-tight-text font-semibold text-ink">
        {account ? title : t('money.addAccount')}
      </h1>
      <section className="bg-white px-6 py-5">
        <BankAccountForm account={account} back={back} />
      </section>
      <LoadErrorToasts errors={[]} />
    </div>
  );
}
