import { WITHDRAW_STATUS, withdrawDetailEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { Price } from '~/components/ui/price';
import { serverApi } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format-time';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const id = Math.trunc(Number(new URL(request.url).searchParams.get('id')));
  const found = id > 0 ? await serverApi(request, context)(withdrawDetailEndpoint, { id }) : null;
  // Another member's withdrawal, like a missing one, is not found.
  if (!found?.ok) throw new Response(null, { status: 404 });
  return { title: pageTitle(request, 'member_withdrawal_detail'), w: found.data };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function WithdrawalDetailRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, w } = loaderData;
  const rows: [string, React.ReactNode][] = [
    [t('money.status'), <strong key="s">{w.status_name}</strong>],
    [t('money.withdrawNo'), w.withdraw_no],
    [t('money.fee'), <Price key="f" amount={w.service_money} />],
    [t('money.received'), <Price key="r" amount={w.money} />],
    [t('money.applyTime'), formatDateTime(w.apply_time)],
  ];
  if (w.status !== WITHDRAW_STATUS.PENDING && w.audit_time)
    rows.push([t('money.auditTime'), formatDateTime(w.audit_time)]);
  rows.push([t('money.accountType'), w.transfer_type_name]);
  if (w.bank_name) rows.push([t('money.bankName'), w.bank_name]);
  rows.push([t('money.accountNumber'), w.account_number], [t('money.realname'), w.realname]);
  if (w.status === WITHDRAW_STATUS.REFUSED) rows.push([t('money.refuseReason'), w.refuse_reason || '—']);
  if (w.status === WITHDRAW_STATUS.TRANSFERRED) {
    rows.push([t('money.paymentTime'), formatDateTime(w.payment_time)]);
    if (w.certificate_remark) rows.push([t('money.transferNote'), w.certificate_remark]);
  }
  return (
    <MemberPage title={title}>
      <section className="bg-white px-6 py-5 text-[14px]">
        <p className="mb-4 text-2xl font-semibold text-ink tabular-nums">-{w.apply_money} Ks</p>
        <dl className="grid max-w-[560px] grid-cols-[minmax(120px,auto)_1fr] gap-x-4 gap-y-3">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="break-all text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </MemberPage>
  );
}
