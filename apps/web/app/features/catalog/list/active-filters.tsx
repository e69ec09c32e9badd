import { X } from 'lucide-react';
import { useTranslation, type I18n } from '~/lib/translation';
import { Link, useLocation } from 'react-router';
import { formatPrice } from '~/components/ui/price';
import { listHref, type ListQuery } from './list-query';

interface Chip {
  key: string;
  label: string;
  remove: Record<string, null>;
}

function chips(q: ListQuery, names: { category?: string; brand?: string }, t: I18n['t']) {
  const list: Chip[] = [];
  if (q.keyword) list.push({ key: 'k', label: `“${q.keyword}”`, remove: { keyword: null } });
  if (names.category) list.push({ key: 'c', label: names.category, remove: { category_id: null, level: null } });
  if (names.brand) list.push({ key: 'b', label: names.brand, remove: { brand_id: null } });
  const [min, max] = [formatPrice(q.minPrice), formatPrice(q.maxPrice)];
  if (min || max)
    list.push({
      key: 'p',
      label:
        min && max
          ? t('list.priceChip', { min, max })
          : min
            ? t('list.priceFrom', { min })
            : t('list.priceUpTo', { max }),
      remove: { min_price: null, max_price: null },
    });
  if (q.freeShipping) list.push({ key: 'f', label: t('catalogue.freeShipping'), remove: { is_free_shipping: null } });
  if (q.own) list.push({ key: 'o', label: t('catalogue.ownShop'), remove: { is_own: null } });
  return list;
}

/** The filters in force, each removable; the shop list keeps its shop and shop category. */
export function ActiveFilters({ query, category, brand }: { query: ListQuery; category?: string; brand?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const list = chips(query, { category, brand }, t);
  if (list.length === 0) return null;
  const clearAll = Object.assign({}, ...list.map((c) => c.remove)) as Record<string, null>;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-[13px]">
      <span className="text-muted">{t('list.selected')}</span>
      {list.map((chip) => (
        <Link
          key={chip.key}
          to={listHref(pathname, search, chip.remove)}
          aria-label={t('list.removeFilter', { filter: chip.label })}
          className="flex items-center gap-1 rounded border border-brand/40 bg-brand-soft px-2 py-0.5 text-brand hover:border-brand"
        >
          {chip.label}
          <X size={12} aria-hidden />
        </Link>
      ))}
      {list.length > 1 && (
        <Link to={listHref(pathname, search, clearAll)} className="text-muted underline hover:text-brand">
          {t('list.clearAll')}
        </Link>
      )}
    </div>
  );
}
