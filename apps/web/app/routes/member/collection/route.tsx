import { collectPageEndpoint, memberShopPageEndpoint } from '@zay/contract';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { MemberPage } from '~/components/layout/member-page';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { Pager } from '~/components/ui/pager';
import { FollowedGoods } from '~/features/member/collection/followed-goods';
import { FollowedShops } from '~/features/member/collection/followed-shops';
import { dataOr, serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';

const PAGE_SIZE = 10;
const EMPTY = { list: [], count: 0, page_count: 1 };

/** `?tab=shops` for followed shops (goods otherwise), `&page=N`: 10 a page (API-SHAPES-MORE §1.8). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const tab = params.get('tab') === 'shops' ? 'shops' : 'goods';
  const page = pageFrom(request);
  const call = serverApi(request, context);
  const errors: string[] = [];
  const query = { page, page_size: PAGE_SIZE };
  const goods = tab === 'goods' ? dataOr(await call(collectPageEndpoint, query), EMPTY, errors) : EMPTY;
  const shops = tab === 'shops' ? dataOr(await call(memberShopPageEndpoint, query), EMPTY, errors) : EMPTY;
  return {
    title: pageTitle(request, 'member_collection'),
    tab,
    page,
    goods: goods.list,
    shops: shops.list,
    pageCount: tab === 'goods' ? goods.page_count : shops.page_count,
    errors,
  } as const;
}

export const meta: Route.MetaFunction = noindexPageMeta;

const TABS = [
  { tab: 'goods', to: '/member/collection', label: 'memberCentre.tabGoods' },
  { tab: 'shops', to: '/member/collection?tab=shops', label: 'memberCentre.tabShops' },
] as const;

export default function CollectionRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, tab, page, goods, shops, pageCount, errors } = loaderData;
  const href = (p: number) => `/member/collection?${tab === 'shops' ? 'tab=shops&' : ''}page=${p}`;
  return (
    <MemberPage title={title}>
      <section className="bg-white px-6 py-4">
        <nav className="mb-4 flex gap-6 border-b border-line" aria-label={title}>
          {TABS.map((item) => (
            <Link
              key={item.tab}
              to={item.to}
              aria-current={item.tab === tab ? 'page' : undefined}
              className={`-mb-px border-b-2 pb-2 text-[14px] ${item.tab === tab ? 'border-brand text-brand' : 'border-transparent text-body hover:text-brand'}`}
            >
              {t(item.label)}
            </Link>
          ))}
        </nav>
        {tab === 'goods' ? <FollowedGoods items={goods} /> : <FollowedShops shops={shops} />}
        {pageCount > 1 && (
          <div className="mt-6">
            <Pager page={page} pageCount={pageCount} href={href} />
          </div>
        )}
      </section>
      <LoadErrorToasts errors={errors} />
    </MemberPage>
  );
}
