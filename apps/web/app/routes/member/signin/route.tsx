import { signinAwardEndpoint, signinStateEndpoint, signRecordsEndpoint } from '@zay/contract';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { SigninButton } from '~/features/member/account/signin-button';
import { monthGrid } from '~/features/member/account/month-grid';
import { dataOr, serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';
import { MemberSection } from '../member-panel-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const call = serverApi(request, context);
  const [state, records, award] = await Promise.all([
    call(signinStateEndpoint, {}),
    call(signRecordsEndpoint, {}),
    call(signinAwardEndpoint, {}),
  ]);
  const errors: string[] = [];
  return {
    title: pageTitle(request, 'member_signin'),
    state: dataOr(state, { is_sign: 0, sign_days_series: 0, today: '' }, errors),
    signed: dataOr(records, [], errors).map((r) => r.date),
    award: dataOr(award, { cycle: 0, reward: [] }, errors),
    errors,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function SigninRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, state, signed, award, errors } = loaderData;
  const weeks = state.today ? monthGrid(state.today) : [];
  const weekdays = t('money.weekdays').split(',');
  return (
    <MemberPage title={title}>
      <section className="flex flex-wrap items-center justify-between gap-4 bg-white px-6 py-5">
        <p className="text-[14px] text-ink" data-testid="streak">
          {t('money.streak', { days: state.sign_days_series, count: state.sign_days_series })}
        </p>
        <SigninButton signed={state.is_sign === 1} />
      </section>
      <MemberSection id="calendar" title={state.today.slice(0, 7)}>
        <table className="w-full max-w-[560px] table-fixed text-center text-[14px]">
          <thead className="text-muted">
            <tr>
              {weekdays.map((d) => (
                <th key={d} className="py-2 font-normal">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, i) => (
              <tr key={i}>
                {week.map((date, j) => {
                  const done = !!date && signed.includes(date);
                  const today = date === state.today;
                  return (
                    <td key={j} className="p-1">
                      {date && (
                        <span
                          className={`mx-auto flex h-10 w-10 flex-col items-center justify-center rounded-full ${done ? 'bg-brand text-white' : today ? 'border border-brand text-brand' : 'text-ink'}`}
                          aria-label={done ? `${date} ${t('money.signed')}` : date}
                        >
                          {Number(date.slice(8))}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </MemberSection>
      <MemberSection id="rewards" title={t('money.rewards')}>
        <ul className="flex flex-col gap-1 text-[14px] text-body">
          {award.reward.map((r) => (
            <li key={r.day}>
              {t('money.rewardRow', { day: r.day, point: r.point, growth: r.growth, count: r.point })}
            </li>
          ))}
        </ul>
      </MemberSection>
      <LoadErrorToasts errors={errors} />
    </MemberPage>
  );
}
