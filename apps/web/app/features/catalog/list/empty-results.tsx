import { PackageSearch } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '~/lib/translation';
import { Await, Link } from 'react-router';
import type { GoodsCardData } from '~/components/ui/goods-card';
import { GoodsGrid } from '~/components/ui/goods-grid';
import { useLayoutData } from '~/lib/layout-data';

interface Props {
  keyword: string;
  /** Where "clear the filters" leads: the bare list, or the shop's own list. */
  resetHref: string;
  suggestions: Promise<GoodsCardData[]> | null;
}

/** Why nothing may have matched, and ways on: fewer filters or a popular search. */
function EmptyTips({ keyword, resetHref }: { keyword: string; resetHref: string }) {
  const { t } = useTranslation();
  const hotWords = useLayoutData()?.hotWords ?? [];
  return (
    <div className="max-w-xl">
      <h2 className="text-lg leading-tight-text font-semibold text-ink">
        {keyword ? t('list.emptyFor', { keyword }) : t('list.empty')}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-[13px] text-muted">
        <li>{t('list.tipSpelling')}</li>
        <li>
          {t('list.tipFewer')}{' '}
          <Link to={resetHref} className="text-brand underline hover:text-brand-dark">
            {t('list.clearAll')}
          </Link>
        </li>
      </ul>
      {hotWords.length > 0 && (
        <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-[13px]">
          <span className="text-muted">{t('list.tryWords')}</span>
          {hotWords.map((w) => (
            <Link key={w} to={`/list?keyword=${encodeURIComponent(w)}`} className="text-brand hover:underline">
              {w}
            </Link>
          ))}
        </p>
      )}
    </div>
  );
}

function Suggestions({ suggestions }: { suggestions: Promise<GoodsCardData[]> }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div className="mt-10 h-72" />}>
      <Await resolve={suggestions}>
        {(goods) =>
          goods.length > 0 && (
            <section className="mt-10">
              <h2 className="mb-3 text-[15px] font-semibold text-ink">{t('list.suggestions')}</h2>
              <GoodsGrid goods={goods} eagerRows={0} />
            </section>
          )
        }
      </Await>
    </Suspense>
  );
}

/** Nothing matched: say so, offer ways on (popular searches, fewer filters) and some best sellers. */
export function EmptyResults({ keyword, resetHref, suggestions }: Props) {
  return (
    <div className="rounded-b-lg border border-t-0 border-line bg-white px-10 py-12">
      <div className="flex items-start justify-center gap-6">
        <PackageSearch size={64} strokeWidth={1.2} className="shrink-0 text-brand/70" aria-hidden />
        <EmptyTips keyword={keyword} resetHref={resetHref} />
      </div>
      {suggestions && <Suggestions suggestions={suggestions} />}
    </div>
  );
}
