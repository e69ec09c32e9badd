import { memberLevelListEndpoint } from '@zay/contract';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { dataOr, serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const errors: string[] = [];
  const data = dataOr(
    await serverApi(request, context)(memberLevelListEndpoint, {}),
    { list: [], member: { growth: 0, member_level: 0, member_level_name: '' } },
    errors,
  );
  return { title: pageTitle(request, 'member_level'), ...data, errors };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function LevelRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, list, member, errors } = loaderData;
  const next = list.find((l) => l.growth > member.growth);
  const current = list.filter((l) => l.growth <= member.growth).at(-1);
  const from = current?.growth ?? 0;
  const progress = next ? Math.min(100, Math.round(((member.growth - from) / (next.growth - from)) * 100)) : 100;
  return (
    <MemberPage title={title}>
      <section className="bg-white px-6 py-5 text-[14px]">
        <p className="text-ink">
          {t('money.currentLevel')}: <strong className="text-brand">{member.member_level_name}</strong> ·{' '}
          {t('money.growth')}: <strong className="tabular-nums">{member.growth}</strong>
        </p>
        <div
          className="mt-3 h-2 max-w-[480px] overflow-hidden rounded bg-page"
          role="progressbar"
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={t('money.progress')}
        >
          <div className="h-full bg-brand" style={{ width: `${progress}%` }} />
        </div>
        <p className="mt-2 text-[13px] text-muted">
          {next
            ? t('money.toNext', { growth: next.growth - member.growth, level: next.level_name })
            : t('money.topLevel')}
        </p>
        <p className="mt-1 text-[13px] text-muted">
          {t('money.growthFrom')}{' '}
          <Link to="/member/signin" className="text-link hover:text-brand">
            {t('pages.member_signin')}
          </Link>
        </p>
      </section>
      <section className="bg-white px-6 py-5">
        <table className="w-full text-left text-[14px]">
          <thead className="bg-page text-muted">
            <tr>
              <th className="px-4 py-2 font-normal">{t('money.level')}</th>
              <th className="px-4 py-2 font-normal">{t('money.growthNeeded')}</th>
              <th className="px-4 py-2 font-normal">{t('money.levelBenefits')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((l) => (
              <tr
                key={l.level_id}
                className={`border-b border-line ${l.level_id === member.member_level ? 'bg-[#fff8f0] font-semibold' : ''}`}
              >
                <td className="px-4 py-3 text-ink">{l.level_name}</td>
                <td className="px-4 py-3 tabular-nums">{l.growth}</td>
                <td className="px-4 py-3 whitespace-pre-line text-body">{l.remark}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <LoadErrorToasts errors={errors} />
    </MemberPage>
  );
}
