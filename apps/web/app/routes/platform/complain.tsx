import { COMPLAIN_TABS, platformComplainListEndpoint } from '@zay/contract';
import { Pager } from '~/components/ui/pager';
import { QueueTabs, queueFilters, queueHref } from '~/features/aftersale/console/queue-tabs';
import { RefundQueue } from '~/features/aftersale/console/refund-queue';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/complain';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const filters = queueFilters(request, COMPLAIN_TABS);
  const result = await serverApi(request, context)(platformComplainListEndpoint, { ...filters, page_size: 10 });
  return {
    title: serverI18n(resolveLang(request)).t('afterSale.platformTitle'),
    filters,
    list: result.ok ? result.data : null,
    message: result.ok ? '' : result.message,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches, location.pathname, { title: loaderData?.title }),
  { name: 'robots', content: 'noindex' },
];

/** `/platform/complain`: buyers' complaints after a shop refused, open ones first (ADR 058). */
export default function PlatformComplainRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, list, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1280px]">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{t('afterSale.platformTitle')}</h1>
      <QueueTabs tabs={COMPLAIN_TABS} current={filters.tab} href={(tab) => queueHref('/platform/complain', tab)} />
      {list ? (
        <>
          <RefundQueue rows={list.list} detailHref={(id) => `/platform/complain_detail?order_goods_id=${id}`} />
          <div className="mt-3">
            <Pager
              page={filters.page}
              pageCount={list.page_count}
              href={(p) => queueHref('/platform/complain', filters.tab, p)}
            />
          </div>
        </>
      ) : (
        <p role="alert" className="bg-white py-10 text-center text-[14px] text-brand">
          {message}
        </p>
      )}
    </div>
  );
}
