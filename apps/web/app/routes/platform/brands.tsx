import { platformBrandListEndpoint, type ConsoleBrand } from '@zay/contract';
import { Award } from 'lucide-react';
import { Form, Link } from 'react-router';
import { BUTTON } from '~/components/console/console-ui';
import { PagedRows } from '~/components/console/console-list-page';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { BrandForm } from '~/features/catalog/console/brand-form';
import { BrandTable } from '~/features/catalog/console/brand-table';
import { serverApi } from '~/lib/api.server';
import { listOrMessage } from '~/lib/console-list.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageFrom } from '~/lib/page-query';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/brands';
import { requirePlatformStaff } from './platform.server';

interface Filters {
  search: string;
  page: number;
}

function brandsHref(f: Filters, extra = '') {
  const q = new URLSearchParams();
  if (f.search) q.set('search', f.search);
  if (f.page > 1) q.set('page', String(f.page));
  const query = [q.toString(), extra].filter(Boolean).join('&');
  return query ? `/platform/brands?${query}` : '/platform/brands';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const url = new URL(request.url);
  const filters: Filters = { search: (url.searchParams.get('search') ?? '').trim().slice(0, 50), page: pageFrom(url) };
  const edit = url.searchParams.get('edit');
  const result = await serverApi(request, context)(platformBrandListEndpoint, { ...filters, page_size: 20 });
  return {
    title: serverI18n(resolveLang(request)).t('platformCatalogue.menuBrands'),
    filters,
    edit: edit === 'new' ? 'new' : Number.isSafeInteger(Number(edit)) && Number(edit) > 0 ? Number(edit) : null,
    ...listOrMessage(result),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/brands`: brands searched and paged; `?edit=new` adds one, `?edit=id` edits one on this page. */
export default function PlatformBrandsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, filters, edit, list, message } = loaderData;
  const back = brandsHref(filters);
  const brand: ConsoleBrand | null =
    typeof edit === 'number' ? (list?.list.find((b) => b.brand_id === edit) ?? null) : null;
  return (
    <div className="mx-auto grid max-w-[1280px] gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
          <p className="mt-1 text-[13px] text-muted">{t('platformCatalogue.brandsIntro')}</p>
        </div>
        <Link to={brandsHref(filters, 'edit=new')} preventScrollReset className={BUTTON}>
          {t('platformCatalogue.newBrand')}
        </Link>
      </div>
      {(edit === 'new' || brand) && <BrandForm key={String(edit)} brand={brand} back={back} />}
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3 bg-white px-4 py-4">
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-[13px] text-muted">
          {t('platformCatalogue.searchBrands')}
          <input
            name="search"
            type="search"
            defaultValue={filters.search}
            maxLength={50}
            className={`${INPUT_CLASS} h-9 border-[#d4d4d4]`}
          />
        </label>
        <button type="submit" className="h-9 rounded bg-brand px-5 text-[14px] text-white hover:bg-brand-dark">
          {t('platformCatalogue.search')}
        </button>
        <Link
          to="/platform/brands"
          className="flex h-9 items-center rounded border border-line px-4 text-[14px] text-body hover:border-brand hover:text-brand"
        >
          {t('platformCatalogue.reset')}
        </Link>
        {list && (
          <p className="ml-auto self-center text-[13px] text-muted">
            {t('platformCatalogue.brandCount', { count: list.count })}
          </p>
        )}
      </Form>
      <PagedRows
        list={list}
        page={filters.page}
        href={(page) => brandsHref({ ...filters, page })}
        icon={Award}
        empty={t('platformCatalogue.emptyBrands')}
        emptyText={t('platformCatalogue.emptyBrandsText')}
        message={message}
      >
        {(rows) => <BrandTable rows={rows} editHref={(id) => brandsHref(filters, `edit=${id}`)} />}
      </PagedRows>
    </div>
  );
}
