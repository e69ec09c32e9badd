import { bankAccountDefaultEndpoint, memberAccountEndpoint, toMinor, withdrawInfoEndpoint } from '@zay/contract';
import { redirect } from 'react-router';
import type { Route } from './+types/route';
import { WithdrawForm } from '~/features/money/withdrawal/withdraw-form';
import { dataOr, serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { MemberPanelPage } from '../member-panel-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const call = serverApi(request, context);
  const [info, account, accounts] = await Promise.all([
    call(withdrawInfoEndpoint, {}),
    call(bankAccountDefaultEndpoint, {}),
    call(memberAccountEndpoint, { account_type: 'balance' }),
  ]);
  const errors: string[] = [];
  if (info.ok && info.data.config.is_use === 0) throw redirect('/member/index');
  const withdraw = dataOr(info, null, errors);
  return {
    title: pageTitle(request, 'member_apply_withdrawal'),
    account: dataOr(account, null, errors),
    withdrawable: withdraw ? toMinor(withdraw.member_info.balance_money) : 0,
    min: withdraw ? toMinor(withdraw.config.min) : 0,
    rate: withdraw?.config.rate ?? 0,
    hasPayPassword: accounts.ok && accounts.data.is_pay_password === 1,
    errors,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function ApplyWithdrawalRoute({ loaderData }: Route.ComponentProps) {
  const { title, errors, ...form } = loaderData;
  return (
    <MemberPanelPage title={title} errors={errors}>
      <WithdrawForm {...form} />
    </MemberPanelPage>
  );
}
