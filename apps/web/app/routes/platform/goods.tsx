import {
  PLATFORM_GOODS_STATES,
  platformCategoryTreeEndpoint,
  platformGoodsPageEndpoint,
  type PlatformGoodsState,
} from '@zay/contract';
import { Package } from 'lucide-react';
import { Form, Link } from 'react-router';
import { PagedRows } from '~/components/console/console-list-page';
import { BUTTON, FORM_INPUT, SELECT } from '~/components/console/console-ui';
import { QueueTabs } from '~/features/aftersale/console/queue-tabs';
import { PlatformGoodsTable } from '~/features/catalog/console/platform-goods-table';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/goods';
import { requirePlatformStaff } from './platform.server';

const TABS = ['review', 'all'] as const;
type Tab = (typeof TABS)[number];

interface Filters {
  tab: Tab;
  keyword: string;
  state: PlatformGoodsState;
  site_id: number;
  category_id: number;
  page: number;
}

const idFrom = (v: string | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** The address of the list with `f` (defaults left out). */
export function goodsHref(f: Filters) {
  const q = new URLSearchParams();
  if (f.tab !== 'review') q.set('tab', f.tab);
  if (f.keyword) q.set('keyword', f.keyword);
  if (f.tab === 'all' && f.state !== 'all') q.set('state', f.state);
  if (f.site_id) q.set('site_id', String(f.site_id));
  if (f.category_id) q.set('category_id', String(f.category_id));
  if (f.page > 1) q.set('page', String(f.page));
  const query = q.toString();
  return query ? `/platform/goods?${query}` : '/platform/goods';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const q = new URL(request.url).searchParams;
  const tab: Tab = q.get('tab') === 'all' ? 'all' : 'review';
  const state = (PLATFORM_GOODS_STATES as readonly string[]).includes(q.get('state') ?? '')
    ? (q.get('state') as PlatformGoodsState)
    : 'all';
  const filters: Filters = {
    tab,
    keyword: (q.get('keyword') ?? '').trim().slice(0, 50),
    state: tab === 'all' ? state : 'all',
    site_id: idFrom(q.get('site_id')),
    category_id: idFrom(q.get('category_id')),
    page: pageFrom(new URL(request.url)),
  };
  const call = serverApi(request, context);
  const [goods, tree] = await Promise.all([
    call(platformGoodsPageEndpoint, {
      page: filters.page,
      page_size: 20,
      keyword: filters.keyword,
      state: tab === 'review' ? 'waiting' : filters.state,
      site_id: filters.site_id,
      category_id: filters.category_id,
    }),
    call(platformCategoryTreeEndpoint, {}),
  ]);
  const lang = resolveLang(request);
  const name = { 'md-mm': 'name_mm', 'zh-cn': 'name_zh', 'en-us': 'name_en' } as const;
  return {
    title: serverI18n(lang).t('platformGoods.menu'),
    filters,
    categories: tree.ok
      ? tree.data.list.map((c) => ({ id: c.category_id, level: c.level, name: c[name[lang]] || c.name_zh }))
      : [],
    ...listOrMessage(goods),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/**
 * `/platform/goods` (issue 31, ADR 099): the review queue (approve, refuse with a reason) and every
 * shop's goods searched and filtered, each approved one able to be taken down with a reason.
 */
export default function PlatformGoodsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, filters, categories, list, message } = loaderData;
  const review = filters.tab === 'review';
  const switchText = (on: number) => t(on ? 'platformGoods.switchOn' : 'platformGoods.switchOff');
  return (
    <div className="mx-auto grid max-w-[1280px] gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
          <p className="mt-1 text-[13px] text-muted">{t('platformGoods.intro')}</p>
        </div>
        {list && (
          <p className="text-[13px] text-muted" data-testid="review-switches">
            {t('platformGoods.reviewNewIs', { state: switchText(list.review.new_goods) })} ·{' '}
            {t('platformGoods.reviewEditsIs', { state: switchText(list.review.edits) })} ·{' '}
            <Link to="/platform/settings#settings-goods_review" className="text-brand hover:underline">
              {t('platformGoods.changeSwitches')}
            </Link>
          </p>
        )}
      </div>
      <QueueTabs
        tabs={TABS}
        current={filters.tab}
        href={(tab) => goodsHref({ ...filters, tab, state: 'all', page: 1 })}
        label={(tab) =>
          tab === 'review'
            ? `${t('platformGoods.tabReview')}${list ? ` (${list.waiting})` : ''}`
            : t('platformGoods.tabAll')
        }
      />
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3 bg-white px-4 py-4">
        {!review && <input type="hidden" name="tab" value="all" />}
        {filters.site_id > 0 && <input type="hidden" name="site_id" value={filters.site_id} />}
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-[13px] text-muted">
          {t('platformGoods.search')}
          <input
            name="keyword"
            type="search"
            defaultValue={filters.keyword}
            maxLength={50}
            className={`${FORM_INPUT} h-9`}
          />
        </label>
        {!review && (
          <label className="flex flex-col gap-1 text-[13px] text-muted">
            {t('platformGoods.state')}
            <select name="state" defaultValue={filters.state} className={`${SELECT} h-9`}>
              {PLATFORM_GOODS_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`platformGoods.filter_${s}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-[13px] text-muted">
          {t('platformGoods.category')}
          <select name="category_id" defaultValue={filters.category_id} className={`${SELECT} h-9 max-w-64`}>
            <option value={0}>{t('platformGoods.anyCategory')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {`${'\u00a0\u00a0'.repeat(Math.max(0, c.level - 1))}${c.name}`}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`${BUTTON} h-9`}>
          {t('platformGoods.searchButton')}
        </button>
        <Link
          to={goodsHref({ tab: filters.tab, keyword: '', state: 'all', site_id: 0, category_id: 0, page: 1 })}
          className="flex h-9 items-center rounded border border-line px-4 text-[14px] text-body hover:border-brand hover:text-brand"
        >
          {t('platformGoods.reset')}
        </Link>
        {list && (
          <p className="ml-auto self-center text-[13px] text-muted">
            {t('platformGoods.count', { count: list.count })}
          </p>
        )}
      </Form>
      {filters.site_id > 0 && (
        <p className="text-[13px] text-body">
          {t('platformGoods.oneShop', { id: filters.site_id })}{' '}
          <Link to={goodsHref({ ...filters, site_id: 0, page: 1 })} className="text-brand hover:underline">
            {t('platformGoods.allShops')}
          </Link>
        </p>
      )}
      <PagedRows
        list={list}
        page={filters.page}
        href={(page) => goodsHref({ ...filters, page })}
        icon={Package}
        empty={t(review ? 'platformGoods.emptyQueue' : 'platformGoods.empty')}
        emptyText={t(review ? 'platformGoods.emptyQueueText' : 'platformGoods.emptyText')}
        message={message}
      >
        {(rows) => (
          <PlatformGoodsTable rows={rows} shopHref={(site_id) => goodsHref({ ...filters, site_id, page: 1 })} />
        )}
      </PagedRows>
    </div>
  );
}
