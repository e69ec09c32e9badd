import { Search } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '~/lib/translation';

export interface CityOption {
  /** The region id the choice remembers. */
  id: number;
  title: string;
  /** Its names in every language, for the search. */
  names: string[];
}

export interface CityGroup {
  id: number;
  name: string;
  cities: CityOption[];
}

const matches = (city: CityOption, query: string) => {
  const q = query.trim().toLowerCase();
  return !q || city.names.some((n) => n.toLowerCase().includes(q));
};

function CityButton({ city, current }: { city: { id: number; title: string }; current: number }) {
  const chosen = city.id === current;
  return (
    <button
      type="submit"
      name="region_id"
      value={city.id}
      aria-pressed={chosen}
      className={`rounded border px-3 py-1.5 text-left text-[13px] leading-tight-text break-words hover:border-brand hover:text-brand focus-visible:border-brand ${chosen ? 'border-brand bg-brand-soft text-brand' : 'border-line bg-white text-body'}`}
    >
      {city.title}
    </button>
  );
}

/**
 * Search (any language, as you type; a plain GET without script), popular cities and every city by
 * state and region. Choosing posts the region to the page's action, which remembers it.
 */
export function CityPicker(props: { query: string; current: number; popular: CityOption[]; groups: CityGroup[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(props.query);
  const groups = props.groups
    .map((g) => ({ ...g, cities: g.cities.filter((c) => matches(c, query)) }))
    .filter((g) => g.cities.length > 0);
  return (
    <div className="grid gap-5 rounded-lg bg-white p-6 shadow-[0_1px_3px_rgba(0,0,0,0.04)]">
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-center gap-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor="city-search" className="w-40 shrink-0 text-[14px] text-ink">
          {t('city.search')}
        </label>
        <div className="flex h-9 w-[320px] items-center rounded border border-line px-2 focus-within:border-brand">
          <Search size={15} className="shrink-0 text-muted" aria-hidden />
          <input
            id="city-search"
            name="q"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('city.searchPlaceholder')}
            className="h-full min-w-0 flex-1 px-2 text-[13px] outline-none"
          />
        </div>
      </Form>
      <Form method="post" className="grid gap-5">
        <section aria-labelledby="city-popular" className="flex flex-wrap items-start gap-3">
          <h2 id="city-popular" className="w-40 shrink-0 pt-1.5 text-[14px] leading-tight-text text-ink">
            {t('city.popular')}
          </h2>
          <div className="flex flex-1 flex-wrap gap-2">
            <CityButton city={{ id: 0, title: t('city.all') }} current={props.current} />
            {props.popular.map((c) => (
              <CityButton key={c.id} city={c} current={props.current} />
            ))}
          </div>
        </section>
        <section aria-labelledby="city-all" className="grid gap-3 border-t border-line pt-4">
          <h2 id="city-all" className="text-[14px] text-ink">
            {t('city.byRegion')}
          </h2>
          {groups.length === 0 && (
            <p className="text-[13px] text-muted" role="status">
              {t('city.noMatch', { query })}
            </p>
          )}
          <dl className="grid gap-3">
            {groups.map((g) => (
              <div key={g.id} className="grid grid-cols-[11rem_1fr] items-start gap-3">
                <dt className="pt-1.5 text-[13px] leading-tight-text font-semibold break-words text-ink">{g.name}</dt>
                <dd className="flex flex-wrap gap-2">
                  {g.cities.map((c) => (
                    <CityButton key={c.id} city={c} current={props.current} />
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </Form>
    </div>
  );
}
