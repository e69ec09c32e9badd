import { platformSettingsEndpoint, SETTINGS_GROUPS, type Settings, type SettingsGroup } from '@zay/contract';
import { Settings as SettingsIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusPanel } from '~/components/ui/status-panel';
import { GoodsReviewForm } from '~/features/catalog/console/goods-review-form';
import { RegisterForm, LevelsForm, PointsForm } from '~/features/member/settings/console/member-forms';
import { WithdrawalSettingsForm } from '~/features/money/withdrawal/console/withdrawal-settings-form';
import { PaymentForm } from '~/features/payment/settings/console/payment-form';
import { AddonsForm, ImagesForm, ServiceForm, SiteForm, StatusForm } from '~/features/site/settings/console/site-forms';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/settings';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const result = await serverApi(request, context)(platformSettingsEndpoint, {});
  return {
    title: serverI18n(resolveLang(request)).t('platformSettings.title'),
    settings: result.ok ? result.data : null,
    message: result.ok ? '' : result.message,
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/**
 * Each group's form, keyed by its value as loaded: after a save the page's data is loaded again
 * and the form starts afresh from what was saved; after a failure it keeps what was typed.
 */
function groupForm(group: SettingsGroup, s: Settings): ReactNode {
  const key = JSON.stringify(s[group]);
  switch (group) {
    case 'site':
      return s.site && <SiteForm key={key} initial={s.site} />;
    case 'images':
      return s.images && <ImagesForm key={key} initial={s.images} />;
    case 'status':
      return s.status && <StatusForm key={key} initial={s.status} />;
    case 'addons':
      return s.addons && <AddonsForm key={key} initial={s.addons} />;
    case 'register':
      return s.register && <RegisterForm key={key} initial={s.register} />;
    case 'service':
      return s.service && <ServiceForm key={key} initial={s.service} />;
    case 'payment':
      return s.payment && <PaymentForm key={key} initial={s.payment} />;
    case 'withdrawal':
      return s.withdrawal && <WithdrawalSettingsForm key={key} initial={s.withdrawal} />;
    case 'points':
      return s.points && <PointsForm key={key} initial={s.points} />;
    case 'levels':
      return s.levels && <LevelsForm key={key} initial={s.levels} />;
    case 'goods_review':
      return s.goods_review && <GoodsReviewForm key={key} initial={s.goods_review} />;
  }
}

/** `/platform/settings`: the site's settings, one form a group, each saved whole (issue 31, ADR 091). */
export default function PlatformSettingsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { settings, message, title } = loaderData;
  const groups = settings ? SETTINGS_GROUPS.filter((g) => settings[g] !== undefined) : [];
  return (
    <div className="mx-auto max-w-[1100px]">
      <h1 className="mb-1 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      <p className="mb-4 text-[13px] leading-normal text-muted">{t('platformSettings.intro')}</p>
      {!settings || groups.length === 0 ? (
        <div className="bg-white py-6" role={settings ? undefined : 'alert'}>
          <StatusPanel
            icon={SettingsIcon}
            title={settings ? t('platformSettings.nothing') : t('platformSettings.loadFailed')}
            description={message}
            compact
          />
        </div>
      ) : (
        <>
          <nav aria-label={t('platformSettings.sections')} className="mb-4 bg-white px-5 py-3">
            <ul className="flex flex-wrap gap-x-4 gap-y-2 text-[13px]">
              {groups.map((g) => (
                <li key={g}>
                  <a href={`#settings-${g}`} className="text-brand hover:underline">
                    {t(`platformSettings.group_${g}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((g) => groupForm(g, settings))}
        </>
      )}
    </div>
  );
}
