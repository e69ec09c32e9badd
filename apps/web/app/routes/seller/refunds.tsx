import { AFTER_SALE_TABS, shopRefundListEndpoint } from '@zay/contract';
import { Pager } from '~/components/ui/pager';
import { QueueTabs, queueFilters, queueHref } from '~/features/aftersale/console/queue-tabs';
import { RefundQueue } from '~/features/aftersale/console/refund-queue';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/refunds';
import { requireStaff } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const filters = queueFilters(request, AFTER_SALE_TABS);
  const result = await serverApi(request, context)(shopRefundListEndpoint, { ...filters, page_size: 10 });
  return {
    title: serverI18n(resolveLang(request)).t('afterSale.queueTitle'),
    filters,
    list: result.ok ? result.data : null,
    message: result.ok ? '' : result.message,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches, location.pathname, { title: loaderData?.title }),
  { name: 'robots', content: 'noindex' },
];

/** `/seller/refunds`: the shop's after-sale queue by state, newest application first (ADR 058). */
export default function SellerRefundsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, list, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1100px]">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{t('afterSale.queueTitle')}</h1>
      <QueueTabs tabs={AFTER_SALE_TABS} current={filters.tab} href={(tab) => queueHref('/seller/refunds', tab)} />
      {list ? (
        <>
          <RefundQueue rows={list.list} detailHref={(id) => `/seller/refund?order_goods_id=${id}`} />
          <div className="mt-3">
            <Pager
              page={filters.page}
              pageCount={list.page_count}
              href={(p) => queueHref('/seller/refunds', filters.tab, p)}
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
