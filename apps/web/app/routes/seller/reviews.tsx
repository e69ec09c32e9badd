import { shopEvaluatePageEndpoint } from '@zay/contract';
import { MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { PagedRows } from '~/components/console/console-list-page';
import { ReviewCard } from '~/features/aftersale/review/console/review-card';
import { pageFrom } from '~/lib/page-query';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/reviews';
import { requireStaff } from './seller.server';

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const q = new URL(request.url).searchParams;
  const filters = {
    unreplied: q.get('unreplied') === '1' ? (1 as const) : (0 as const),
    page: pageFrom(request),
  };
  const result = await serverApi(request, context)(shopEvaluatePageEndpoint, { ...filters, page_size: PAGE_SIZE });
  return {
    title: serverI18n(resolveLang(request)).t('seller.menuReviews'),
    filters,
    ...listOrMessage(result),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

const href = (unreplied: 0 | 1, page = 1) => {
  const q = new URLSearchParams();
  if (unreplied) q.set('unreplied', '1');
  if (page > 1) q.set('page', String(page));
  const query = q.toString();
  return query ? `/seller/reviews?${query}` : '/seller/reviews';
};

const TAB = 'border-b-2 px-4 py-2.5 text-[14px] leading-tight-text';

/** `/seller/reviews`: the shop's reviews, newest first, each answered once (and its follow-up once). */
export default function SellerReviewsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, list: reviews, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1100px]">
      <div className="mb-3 flex items-baseline justify-between">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{t('seller.menuReviews')}</h1>
        {reviews && <p className="text-[13px] text-muted">{t('seller.reviewCount', { count: reviews.count })}</p>}
      </div>
      <nav aria-label={t('seller.reviewFilter')} className="mb-3 flex border-b border-line bg-white">
        {([0, 1] as const).map((u) => (
          <Link
            key={u}
            to={href(u)}
            aria-current={filters.unreplied === u ? 'page' : undefined}
            className={`${TAB} ${filters.unreplied === u ? 'border-brand font-semibold text-brand' : 'border-transparent text-body hover:text-brand'}`}
          >
            {t(u ? 'seller.reviewsUnreplied' : 'seller.reviewsAll')}
          </Link>
        ))}
      </nav>
      <PagedRows
        list={reviews}
        page={filters.page}
        href={(page) => href(filters.unreplied, page)}
        icon={MessageSquareText}
        empty={t('seller.reviewsEmpty')}
        emptyText={t('seller.reviewsEmptyText')}
        message={message}
      >
        {(rows) => (
          <ul className="flex flex-col gap-3">
            {rows.map((r) => (
              <ReviewCard key={r.evaluate_id} review={r} />
            ))}
          </ul>
        )}
      </PagedRows>
    </div>
  );
}
