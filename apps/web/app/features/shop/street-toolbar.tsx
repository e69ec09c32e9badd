import { Search } from 'lucide-react';
import { SEARCH_KEYWORD_MAX } from '@zay/contract';
import { useTranslation } from '~/lib/translation';
import { Form, Link } from 'react-router';
import type { StreetOrder } from './street-row';

const ORDERS = [
  ['default', 'street.sortDefault'],
  ['sales', 'street.sortSales'],
  ['credit', 'street.sortCredit'],
] as const satisfies readonly (readonly [StreetOrder, string])[];

function href(keyword: string, order: StreetOrder) {
  const params = new URLSearchParams();
  if (keyword) params.set('keyword', keyword);
  if (order !== 'default') params.set('order', order);
  const query = params.toString();
  return query ? `/street?${query}` : '/street';
}

function StreetSorts({ keyword, order }: { keyword: string; order: StreetOrder }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('list.sortBy')} className="flex">
      {ORDERS.map(([value, label]) => (
        <Link
          key={value}
          to={href(keyword, value)}
          aria-current={order === value ? 'true' : undefined}
          className={`-ml-px flex h-8 items-center border px-4 text-[13px] ${
            order === value ? 'relative z-10 border-brand bg-brand text-white' : 'border-line bg-white hover:text-brand'
          }`}
        >
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}

/** A GET form, so it works before hydration; the chosen sort goes along. */
function StreetSearch({ keyword, order }: { keyword: string; order: StreetOrder }) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      action="/street"
      role="search"
      className="flex h-8 w-80 border border-line focus-within:border-brand"
    >
      {order !== 'default' && <input type="hidden" name="order" value={order} />}
      <input
        type="search"
        name="keyword"
        defaultValue={keyword}
        key={keyword}
        maxLength={SEARCH_KEYWORD_MAX}
        aria-label={t('street.searchLabel')}
        placeholder={t('street.searchPlaceholder')}
        className="min-w-0 flex-1 px-3 text-[13px] outline-none"
      />
      <button
        type="submit"
        className="flex items-center bg-brand px-3 text-white hover:bg-brand-dark"
        aria-label={t('search.submit')}
      >
        <Search size={15} aria-hidden />
      </button>
    </Form>
  );
}

/** Shop search and the street's sorts (SPEC: integrated, sales, credit). */
export function StreetToolbar({ keyword, order, count }: { keyword: string; order: StreetOrder; count: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-6 rounded-lg bg-white px-4 py-3">
      <StreetSorts keyword={keyword} order={order} />
      <StreetSearch keyword={keyword} order={order} />
      <p className="ml-auto text-[13px] text-muted" role="status">
        {t('street.count', { count })}
      </p>
    </div>
  );
}
