import {
  SELLER_GOODS_ORDERS,
  SELLER_GOODS_TABS,
  sellerGoodsOptionsEndpoint,
  sellerGoodsPageEndpoint,
  type SellerGoodsTab,
} from '@zay/contract';
import { PackageSearch } from 'lucide-react';
import { Form, Link } from 'react-router';
import { PagedRows } from '~/components/console/console-list-page';
import { BUTTON, PLAIN_BUTTON, SELECT } from '~/components/console/console-ui';
import { StatusTabs } from '~/components/console/status-tabs';
import { GoodsTable } from '~/features/catalog/goods-edit/console/goods-table';
import { ExportGoodsButton } from '~/features/catalog/goods-import/console/export-goods-button';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { useTranslation, type TranslationKey } from '~/lib/translation';
import type { Route } from './+types/goods';
import { requireStaff } from './seller.server';

const PAGE_SIZE = 20;
/** The sorts offered: a column and its direction, as one choice. */
const SORTS = SELLER_GOODS_ORDERS.flatMap((o) => [`${o}-desc`, `${o}-asc`] as const);
type Sort = (typeof SORTS)[number];

function queryOf(url: URL) {
  const tab = url.searchParams.get('tab') ?? 'all';
  const sort = url.searchParams.get('sort') ?? 'create_time-desc';
  return {
    tab: (SELLER_GOODS_TABS as readonly string[]).includes(tab) ? (tab as SellerGoodsTab) : 'all',
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : 'create_time-desc',
    keyword: (url.searchParams.get('keyword') ?? '').trim().slice(0, 50),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const q = queryOf(url);
  const page = pageFrom(request);
  const call = serverApi(request, context);
  const [order, sort] = q.sort.split('-') as [(typeof SELLER_GOODS_ORDERS)[number], 'asc' | 'desc'];
  const [result, options] = await Promise.all([
    call(sellerGoodsPageEndpoint, { page, page_size: PAGE_SIZE, tab: q.tab, keyword: q.keyword, order, sort }),
    call(sellerGoodsOptionsEndpoint, {}),
  ]);
  return {
    title: serverI18n(resolveLang(request)).t('goodsConsole.title'),
    ...q,
    page,
    shopCategories: options.ok ? options.data.shop_categories : [],
    ...listOrMessage(result),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

const TAB_KEYS: Record<SellerGoodsTab, TranslationKey> = {
  all: 'goodsConsole.tabAll',
  on_sale: 'goodsConsole.tabOnSale',
  warehouse: 'goodsConsole.tabWarehouse',
  sold_out: 'goodsConsole.tabSoldOut',
  review: 'goodsConsole.tabReview',
  refused: 'goodsConsole.tabRefused',
  recycle: 'goodsConsole.tabRecycle',
};

/** `/seller/goods`: the shop's goods by tab, searched by name or SKU code, sorted and paged, with bulk actions (ADR 090). */
export default function SellerGoodsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, tab, sort, keyword, page, list, message, shopCategories } = loaderData;
  const href = (p: { tab?: string; page?: number }) => {
    const params = new URLSearchParams();
    if (keyword) params.set('keyword', keyword);
    params.set('tab', p.tab ?? tab);
    if (sort !== 'create_time-desc') params.set('sort', sort);
    if (p.page && p.page > 1) params.set('page', String(p.page));
    return `/seller/goods?${params}`;
  };
  return (
    <div className="mx-auto max-w-[1280px]">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <div className="flex flex-wrap gap-3">
          <ExportGoodsButton />
          <Link to="/seller/goods_import" className={PLAIN_BUTTON}>
            {t('goodsImport.importLink')}
          </Link>
          <Link to="/seller/goods_edit" className={BUTTON}>
            {t('goodsConsole.add')}
          </Link>
        </div>
      </div>
      <Form method="get" className="mb-3 flex flex-wrap items-end gap-3 bg-white p-4" role="search">
        <input type="hidden" name="tab" value={tab} />
        <label className="grid gap-1 text-[13px] text-muted">
          {t('goodsConsole.searchLabel')}
          <input
            type="search"
            name="keyword"
            defaultValue={keyword}
            maxLength={50}
            placeholder={t('goodsConsole.searchPlaceholder')}
            className={`${SELECT} w-72`}
          />
        </label>
        <label className="grid gap-1 text-[13px] text-muted">
          {t('goodsConsole.sortLabel')}
          <select name="sort" defaultValue={sort} className={`${SELECT} w-56`}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`goodsConsole.sort_${s.replace('-', '_')}` as TranslationKey)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={PLAIN_BUTTON}>
          {t('goodsConsole.search')}
        </button>
      </Form>
      <StatusTabs
        label={t('goodsConsole.tabsLabel')}
        tabs={SELLER_GOODS_TABS}
        current={tab}
        href={(to) => href({ tab: to })}
        name={(to) => t(TAB_KEYS[to])}
        count={(to) => list?.counts[to]}
      />
      <PagedRows
        list={list}
        page={page}
        href={(p) => href({ page: p })}
        icon={PackageSearch}
        empty={t(keyword ? 'goodsConsole.emptySearch' : 'goodsConsole.empty')}
        emptyText={t('goodsConsole.emptyText')}
        message={message}
      >
        {(rows) => (
          <GoodsTable key={`${tab}-${page}`} rows={rows} recycle={tab === 'recycle'} shopCategories={shopCategories} />
        )}
      </PagedRows>
    </div>
  );
}
