import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link, useLocation } from 'react-router';
import { Img } from '~/components/ui/img';
import { listHref, type ListQuery } from './list-query';
import type { BrandOption, CategoryLink } from './list-view';

const VISIBLE_BRANDS = 10;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex border-b border-line last:border-b-0">
      <div className="w-28 shrink-0 bg-[#fafafa] px-4 py-3 text-[13px] text-muted">{label}</div>
      <div className="min-w-0 flex-1 px-4 py-2.5">{children}</div>
    </div>
  );
}

function CategoryRow({ categories, current }: { categories: CategoryLink[]; current: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (categories.length === 0) return null;
  return (
    <Row label={t('list.category')}>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-[13px]">
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to={listHref(pathname, search, { category_id: c.id, level: c.level })}
              aria-current={c.id === current ? 'true' : undefined}
              className={c.id === current ? 'font-semibold text-brand' : 'text-body hover:text-brand'}
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </Row>
  );
}

function BrandTile({ brand, href }: { brand: BrandOption; href: string }) {
  return (
    <li>
      <Link
        to={href}
        title={`${brand.name} (${brand.count})`}
        className="flex h-12 w-[98px] flex-col items-center justify-center rounded border border-line bg-white text-2xs leading-tight-text text-muted hover:border-brand hover:text-brand"
      >
        <Img kind="brand" src={brand.image} width={72} height={24} alt="" className="h-6 w-[72px] object-contain" />
        <span className="flex max-w-full gap-0.5 px-1">
          <span className="truncate">{brand.name}</span>
          <span className="shrink-0 text-subtle">({brand.count})</span>
        </span>
      </Link>
    </li>
  );
}

function BrandRow({ brands }: { brands: BrandOption[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (brands.length === 0) return null;
  const tile = (b: BrandOption) => (
    <BrandTile key={b.id} brand={b} href={listHref(pathname, search, { brand_id: b.id })} />
  );
  return (
    <Row label={t('list.brand')}>
      <ul className="flex flex-wrap gap-2">{brands.slice(0, VISIBLE_BRANDS).map(tile)}</ul>
      {brands.length > VISIBLE_BRANDS && (
        // A disclosure that needs no script: the rest of the brands are in the page for crawlers too.
        <details className="group mt-2">
          <summary className="flex w-fit cursor-pointer list-none items-center gap-1 text-xs text-muted hover:text-brand">
            {t('list.moreBrands', { count: brands.length - VISIBLE_BRANDS })}
            <ChevronDown size={13} aria-hidden className="transition group-open:rotate-180" />
          </summary>
          <ul className="mt-2 flex flex-wrap gap-2">{brands.slice(VISIBLE_BRANDS).map(tile)}</ul>
        </details>
      )}
    </Row>
  );
}

function Toggle({ name, on, label }: { name: string; on: boolean; label: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={listHref(pathname, search, { [name]: on ? null : 1 })}
      role="checkbox"
      aria-checked={on}
      className="flex items-center gap-1.5 text-[13px] text-body hover:text-brand"
    >
      <span
        className={`grid size-4 place-items-center rounded-sm border ${on ? 'border-brand bg-brand text-white' : 'border-[#bbb] bg-white'}`}
      >
        {on && <Check size={12} strokeWidth={3} aria-hidden />}
      </span>
      {label}
    </Link>
  );
}

interface Props {
  query: ListQuery;
  categories: CategoryLink[];
  brands: BrandOption[];
  /** The shop goods list has its own categories, and neither brand nor own-shop filters. */
  shopList?: boolean;
}

/** Category, brand and option filters; each value is a link to the filtered list. */
export function FilterPanel({ query, categories, brands, shopList = false }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('list.filters')} className="rounded-lg border border-line bg-white">
      <CategoryRow categories={categories} current={query.categoryId} />
      {!shopList && !query.brandId && <BrandRow brands={brands} />}
      <Row label={t('list.options')}>
        <div className="flex gap-6 py-0.5">
          <Toggle name="is_free_shipping" on={query.freeShipping} label={t('catalogue.freeShipping')} />
          {!shopList && <Toggle name="is_own" on={query.own} label={t('catalogue.ownShop')} />}
        </div>
      </Row>
    </section>
  );
}
