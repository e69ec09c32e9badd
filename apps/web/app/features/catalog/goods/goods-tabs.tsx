import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Await } from 'react-router';
import type { GoodsPageData } from './goods-types';

// Reviews are drawn when their tab opens (or the address asks for them): their code loads then.
const Evaluations = lazy(() => import('./evaluations').then((m) => ({ default: m.Evaluations })));

const TABS = ['description', 'attributes', 'evaluations', 'aftersale'] as const;
type Tab = (typeof TABS)[number];

function Attributes({ list }: { list: { name: string; value: string }[] }) {
  const { t } = useTranslation();
  if (list.length === 0)
    return <p className="py-8 text-center text-[13px] text-subtle">{t('goodsDetail.noAttributes')}</p>;
  return (
    <dl className="grid grid-cols-3 gap-x-6 gap-y-2 text-[13px]">
      {list.map((a) => (
        <div key={a.name} className="flex gap-2">
          <dt className="shrink-0 text-muted">{a.name}:</dt>
          <dd className="min-w-0 break-words text-ink">{a.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Aftersale({ promises }: { promises: GoodsPageData['aftersale'] }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="py-8 text-center text-[13px] text-subtle">{t('goodsDetail.loading')}</p>}>
      <Await resolve={promises}>
        {(list) => (
          <ul className="grid gap-3">
            {list.map((p) => (
              <li
                key={p.key}
                className="flex items-center gap-3 rounded bg-[#fafafa] px-4 py-3 text-[14px] leading-text text-ink"
              >
                <ShieldCheck size={20} className="shrink-0 text-brand" aria-hidden />
                {p.text}
              </li>
            ))}
          </ul>
        )}
      </Await>
    </Suspense>
  );
}

function Description({ html }: { html: string }) {
  const { t } = useTranslation();
  if (!html) return <p className="py-8 text-center text-[13px] text-subtle">{t('goodsDetail.noDescription')}</p>;
  return (
    <div
      className="goods-content text-[14px] leading-text text-body [&_img]:mx-auto [&_img]:h-auto [&_img]:max-w-full [&_li]:my-1 [&_p]:my-3 [&_ul]:list-disc [&_ul]:pl-6"
      // goods_content is the only HTML rendered as HTML; the API sanitises it (ARCHITECTURE §5).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between the tabs. */
function TabList({ tab, labels, onSelect }: { tab: Tab; labels: Record<Tab, string>; onSelect: (tab: Tab) => void }) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  function onKeyDown(e: KeyboardEvent) {
    const i = TABS.indexOf(tab);
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: TABS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = TABS[(next + TABS.length) % TABS.length]!;
    onSelect(target);
    refs.current[target]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={t('goodsDetail.tabs')}
      className="flex border-b border-line bg-[#fafafa]"
      onKeyDown={onKeyDown}
    >
      {TABS.map((id) => (
        <button
          key={id}
          ref={(el) => {
            refs.current[id] = el;
          }}
          type="button"
          role="tab"
          id={`tab-${id}`}
          aria-selected={tab === id}
          aria-controls={`panel-${id}`}
          tabIndex={tab === id ? 0 : -1}
          onClick={() => onSelect(id)}
          className={`-mb-px border-t-2 px-6 py-3 text-[14px] ${tab === id ? 'border-t-brand border-b border-b-white bg-white font-semibold text-brand' : 'border-t-transparent text-body hover:text-brand'}`}
        >
          {labels[id]}
        </button>
      ))}
    </div>
  );
}

function TabPanel({ id, hidden, children }: { id: Tab; hidden: boolean; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} hidden={hidden} tabIndex={0} className="p-6">
      {children}
    </div>
  );
}

/** Description, attributes, reviews and the after-sale promise. */
export function GoodsTabs({ data }: { data: GoodsPageData }) {
  const { t } = useTranslation();
  const { type, page } = data.evaluateQuery;
  const reviewing = type !== 'all' || page > 1;
  const [tab, setTab] = useState<Tab>(reviewing ? 'evaluations' : 'description');
  // A review filter or page in the address (a shared link, the back button) opens the reviews.
  useEffect(() => {
    if (reviewing) setTab('evaluations');
  }, [reviewing, type, page]);
  const labels: Record<Tab, string> = {
    description: t('goodsDetail.tabDescription'),
    attributes: t('goodsDetail.tabAttributes'),
    evaluations: t('goodsDetail.tabEvaluations', { count: data.counts.all }),
    aftersale: t('goodsDetail.tabAftersale'),
  };
  const panels: Record<Tab, ReactNode> = {
    description: <Description html={data.goods.content} />,
    attributes: <Attributes list={data.goods.attributes} />,
    evaluations: tab === 'evaluations' && (
      <Suspense fallback={<p className="py-8 text-center text-[13px] text-subtle">{t('goodsDetail.loading')}</p>}>
        <Evaluations counts={data.counts} query={data.evaluateQuery} evaluations={data.evaluations} />
      </Suspense>
    ),
    aftersale: <Aftersale promises={data.aftersale} />,
  };
  return (
    <section id="goods-tabs" className="min-w-0 flex-1 scroll-mt-4 rounded-lg bg-white">
      <TabList tab={tab} labels={labels} onSelect={setTab} />
      {TABS.map((id) => (
        // The description and attributes are in the server's HTML for crawlers; only one panel is shown.
        <TabPanel key={id} id={id} hidden={tab !== id}>
          {panels[id]}
        </TabPanel>
      ))}
    </section>
  );
}
