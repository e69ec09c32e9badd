import { regionListEndpoint, shopApplyInfoEndpoint } from '@zay/contract';
import { CircleAlert, Store } from 'lucide-react';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { StatusPanel } from '~/components/ui/status-panel';
import { ApplicationState } from '~/features/shop/join/application-state';
import { ApplyForm } from '~/features/shop/join/apply-form';
import { dataOr, serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';

/** The member's application, the categories and the states and regions to choose from. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const call = serverApi(request, context);
  const [info, regions] = await Promise.all([call(shopApplyInfoEndpoint, {}), call(regionListEndpoint, { pid: 0 })]);
  return {
    title: pageTitle(request, 'shop_apply'),
    info: info.ok ? info.data : null,
    message: info.ok ? '' : info.message,
    regions: dataOr(regions, []),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/**
 * `/shop_apply` (issue 30, ADR 089): a member applies to open a shop, follows the review, and
 * fixes and sends again a refused application; an approved one leads to the shop console.
 */
export default function ShopApplyRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, info, message, regions } = loaderData;
  if (!info)
    return (
      <MemberPage title={title}>
        <StatusPanel icon={CircleAlert} compact title={t('shopJoin.loadFailed')} description={message} />
      </MemberPage>
    );
  const application = info.application;
  const state = application?.apply_state;
  return (
    <MemberPage title={title}>
      {application && <ApplicationState application={application} ownerSiteId={info.owner_site_id} />}
      {(!application || state === 'refused') && (
        <section className="bg-white px-6 py-5">
          {!application && (
            <div className="mb-5 flex items-start gap-3">
              <Store size={28} strokeWidth={1.5} className="mt-0.5 shrink-0 text-brand" aria-hidden />
              <div>
                <h2 className="text-[16px] leading-tight-text font-semibold text-ink">{t('shopJoin.applyTitle')}</h2>
                <p className="mt-1 max-w-[640px] text-[13px] leading-text text-muted">{t('shopJoin.applyIntro')}</p>
              </div>
            </div>
          )}
          {info.categories.length === 0 ? (
            <p role="alert" className="text-[14px] text-brand">
              {t('shopJoin.noPlatformCategories')}
            </p>
          ) : (
            <ApplyForm
              categories={info.categories}
              regions={regions}
              refused={state === 'refused' ? application : null}
            />
          )}
        </section>
      )}
    </MemberPage>
  );
}
