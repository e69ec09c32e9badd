import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Form, Link, useLocation } from 'react-router';
import { listHref, type ListOrder, type ListQuery } from './list-query';

function SortLink({ query, order, label }: { query: ListQuery; order: ListOrder; label: string }) {
  const { pathname, search } = useLocation();
  const active = query.order === order;
  const isPrice = order === 'discount_price';
  // Price toggles: first ascending, then the other way; the other sorts always run high to low.
  const sort = isPrice ? (active && query.sort === 'asc' ? 'desc' : 'asc') : null;
  const Icon = !isPrice ? null : !active ? ArrowUpDown : query.sort === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Link
      to={listHref(pathname, search, { order: order === 'default' ? null : order, sort })}
      aria-current={active ? 'true' : undefined}
      className={`-ml-px flex h-8 items-center gap-1 border px-4 text-[13px] ${
        active ? 'relative z-10 border-brand bg-brand text-white' : 'border-line bg-white text-body hover:text-brand'
      }`}
    >
      {label}
      {Icon && <Icon size={13} aria-hidden />}
    </Link>
  );
}

function PriceInput({ name, value, label }: { name: 'min_price' | 'max_price'; value: string; label: string }) {
  return (
    <input
      type="number"
      name={name}
      min={0}
      step="0.01"
      inputMode="decimal"
      defaultValue={value}
      // A new value from the address (back button, a cleared chip) replaces what was typed.
      key={value}
      placeholder={label}
      aria-label={label}
      className="h-8 w-28 rounded border border-line bg-white px-2 text-[13px] outline-none focus:border-brand [appearance:textfield]"
    />
  );
}

/** Min and max price; a GET form, so it works before hydration and keeps every other filter. */
function PriceRange({ query }: { query: ListQuery }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const keep = [...new URLSearchParams(search)].filter(([k]) => !['min_price', 'max_price', 'page'].includes(k));
  return (
    <Form method="get" action={pathname} className="flex items-center gap-1.5" aria-label={t('list.priceRange')}>
      {keep.map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <PriceInput name="min_price" value={query.minPrice} label={t('list.minPrice')} />
      <span aria-hidden className="text-subtle">
        –
      </span>
      <PriceInput name="max_price" value={query.maxPrice} label={t('list.maxPrice')} />
      <button
        type="submit"
        className="h-8 rounded border border-line bg-white px-3 text-[13px] hover:border-brand hover:text-brand"
      >
        {t('list.applyPrice')}
      </button>
    </Form>
  );
}

/** Sorts (SPEC: integrated, sales, price, newest), the price range and the result count. */
export function SortBar({ query, count }: { query: ListQuery; count: number }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex items-center gap-6 rounded-t-lg border border-line bg-[#fafafa] px-3 py-2">
      <nav aria-label={t('list.sortBy')} className="flex">
        <SortLink query={query} order="default" label={t('list.sortDefault')} />
        <SortLink query={query} order="sale_num" label={t('list.sortSales')} />
        <SortLink query={query} order="discount_price" label={t('list.sortPrice')} />
        <SortLink query={query} order="create_time" label={t('list.sortNewest')} />
      </nav>
      <PriceRange query={query} />
      <p className="ml-auto text-[13px] text-muted" role="status">
        {t('list.count', { count })}
      </p>
    </div>
  );
}
