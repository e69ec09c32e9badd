import { platformStaffListEndpoint } from '@zay/contract';
import { Search, UsersRound } from 'lucide-react';
import { Form, Link } from 'react-router';
import { BUTTON, FORM_INPUT, PLAIN_BUTTON } from '~/components/console/console-ui';
import { StatusPanel } from '~/components/ui/status-panel';
import { PlatformStaffPanel } from '~/features/staff/platform/console/platform-staff-panel';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/staff';
import { requirePlatformStaff } from './platform.server';

/** The accounts whose name or username holds `keyword` (any case); the list is short, so it is searched here. */
const matching = <R extends { username: string; nickname: string }>(rows: R[], keyword: string) => {
  const k = keyword.toLowerCase();
  return k ? rows.filter((r) => `${r.username}\n${r.nickname}`.toLowerCase().includes(k)) : rows;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requirePlatformStaff(request, context);
  const keyword = (new URL(request.url).searchParams.get('keyword') ?? '').trim().slice(0, 30);
  const title = serverI18n(resolveLang(request)).t('platformStaff.title');
  // A role without the staff accounts is refused by the API, in the caller's language (ADR 087).
  const result = await serverApi(request, context)(platformStaffListEndpoint, {});
  return {
    title,
    keyword,
    me: me.staff_id,
    list: result.ok ? matching(result.data, keyword) : null,
    message: result.ok ? '' : result.message,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/**
 * `/platform/staff` (issue 31, ADR 103): the platform's staff accounts with their roles, searched
 * by name or username; the administrator adds, edits, disables, enables and resets passwords.
 */
export default function PlatformStaffRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, keyword, me, list, message } = loaderData;
  return (
    <div className="mx-auto grid max-w-[1100px] gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        {list && <p className="text-[13px] text-muted">{t('platformStaff.count', { count: list.length })}</p>}
      </div>
      <p className="text-[13px] leading-text text-muted">{t('platformStaff.intro')}</p>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2 bg-white p-4">
        <label className="grid min-w-[240px] flex-1 gap-1 text-[13px] text-muted">
          {t('platformStaff.searchLabel')}
          <input name="keyword" type="search" defaultValue={keyword} maxLength={30} className={FORM_INPUT} />
        </label>
        <button type="submit" className={BUTTON}>
          <Search size={16} aria-hidden className="mr-1.5" />
          {t('platformStaff.search')}
        </button>
        {keyword && (
          <Link to="/platform/staff" className={PLAIN_BUTTON}>
            {t('platformStaff.reset')}
          </Link>
        )}
      </Form>
      {list ? (
        <PlatformStaffPanel
          me={me}
          list={list}
          empty={
            list.length === 0 && (
              <StatusPanel
                icon={UsersRound}
                compact
                title={t('platformStaff.none')}
                description={t('platformStaff.noneText')}
              />
            )
          }
        />
      ) : (
        <StatusPanel icon={UsersRound} compact title={t('platformStaff.loadFailed')} description={message} />
      )}
    </div>
  );
}
