import type { CategoryConfig, CategoryNode, Lang } from '@zay/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { Thumb } from '~/components/ui/thumb';
import { apiData } from '~/lib/api';
import { toCategoryItems } from '~/lib/category-items';
import type { CategoryItem } from '~/lib/layout-data';
import { menuRows } from './category-menu-rows';

/** Matches --spacing-hero in app.css (the h-hero class). */
export const MENU_HEIGHT = 450;

/** 12 rows share 450 px: 37 px each holds two lines of 13 px Burmese at 1.4 leading (it needs ≥ 13 px). */
const ROW_TEXT = 'text-[13px] leading-[1.4]';

const listUrl = (c: CategoryItem) => `/list?category_id=${c.id}&level=${c.level}`;

function LevelTwoRows({ item }: { item: CategoryItem }) {
  return (
    <div className="grid content-start gap-y-3">
      {item.children.map((two) => (
        <div key={two.id} className="flex gap-4 text-[13px]">
          <Link
            to={listUrl(two)}
            className="flex w-36 shrink-0 items-start justify-end gap-0.5 font-semibold text-ink hover:text-brand"
          >
            <span className="text-right">{two.name}</span>
            <ChevronRight size={14} className="mt-1 shrink-0" aria-hidden />
          </Link>
          <ul className="flex flex-1 flex-wrap gap-x-4 gap-y-1 border-b border-line pb-3 text-muted">
            {two.children.map((three) => (
              <li key={three.id}>
                <Link to={listUrl(three)} className="hover:text-brand">
                  {three.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function LevelTwoTiles({ item }: { item: CategoryItem }) {
  const tiles = item.children.flatMap((two) => [two, ...two.children]).filter((c) => c.level > 1);
  return (
    <ul className="grid grid-cols-6 content-start gap-4">
      {tiles.map((c) => (
        <li key={c.id}>
          <Link
            to={listUrl(c)}
            className="group/tile flex flex-col items-center gap-1 text-center text-xs text-body hover:text-brand"
          >
            <Img
              kind="category"
              src={c.image}
              width={64}
              height={64}
              alt=""
              className="size-16 rounded-full object-cover transition group-hover/tile:scale-105"
            />
            <span className="line-clamp-2 leading-tight-text">{c.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LevelOneLabel({ item, config, subtitle }: { item: CategoryItem; config: CategoryConfig; subtitle: boolean }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="flex min-w-0 items-center gap-2">
        {config.img === 1 && <Thumb kind="category" src={item.image} size={18} />}
        {/* Whole names, on two lines when long: Burmese names are cut nowhere (issue 20 §6). */}
        <span className="min-w-0 break-words">{item.name}</span>
      </span>
      {subtitle && item.children.length > 0 && (
        <span className="truncate text-xs text-white/70">
          {item.children
            .slice(0, 3)
            .map((c) => c.name)
            .join(' / ')}
        </span>
      )}
    </span>
  );
}

interface Props {
  categories: CategoryItem[];
  config: CategoryConfig;
}

/** The whole tree for the flyouts (contract: categoryTreeEndpoint), in the page's language. */
async function fetchTree(lang: Lang): Promise<CategoryItem[] | null> {
  const data = await apiData('/api/goodscategory/tree', { level: 3 }, { lang });
  return Array.isArray(data) ? toCategoryItems(data as CategoryNode[], lang) : null;
}

/**
 * Pages get the tree down to level 2; the flyouts' third level is asked for when the menu is
 * first pointed at or focused (until it comes, a flyout shows the second level alone).
 */
function useFlyoutTree(categories: CategoryItem[], lang: Lang) {
  const [tree, setTree] = useState<CategoryItem[] | null>(null);
  const asked = useRef(false);
  const byId = useMemo(() => new Map((tree ?? categories).map((c) => [c.id, c])), [tree, categories]);
  const load = () => {
    if (asked.current) return;
    asked.current = true;
    void fetchTree(lang).then((full) => {
      if (full) setTree(full);
      else asked.current = false;
    });
  };
  return { flyoutOf: (item: CategoryItem) => byId.get(item.id) ?? item, load };
}

/**
 * Level-1 list with a flyout per item; CSS hover and focus-within open it, so it works by keyboard.
 * The flyouts are drawn in the browser once the page is live: they were a third of every page's
 * HTML and of its render on the server, and every link in them is also on /category.
 */
export function CategoryMenu({ categories, config }: Props) {
  const { t, i18n } = useTranslation();
  const { flyoutOf, load } = useFlyoutTree(categories, i18n.language as Lang);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const { shown, more, subtitles } = menuRows(categories, config.category);
  if (categories.length === 0) {
    return <p className="p-4 text-white/80">{t('nav.noCategories')}</p>;
  }
  return (
    // Rows share the menu height evenly; a long name takes two tighter lines (ROW_TEXT).
    <ul className="relative flex h-hero flex-col py-1.5" onPointerEnter={load} onFocus={load}>
      {shown.map((item) => (
        <li key={item.id} className="group/cat flex min-h-0 min-w-0 flex-1">
          <Link
            to={listUrl(item)}
            className={`flex min-w-0 flex-1 items-center gap-2 px-4 ${ROW_TEXT} text-white group-hover/cat:bg-white group-hover/cat:text-brand group-focus-within/cat:bg-white group-focus-within/cat:text-brand`}
          >
            <LevelOneLabel item={item} config={config} subtitle={subtitles} />
            {item.children.length > 0 && <ChevronRight size={14} className="shrink-0 opacity-70" aria-hidden />}
          </Link>
          {live && item.children.length > 0 && (
            <div className="invisible absolute top-0 left-full z-40 h-full w-[760px] overflow-y-auto border border-line bg-white p-6 opacity-0 shadow-xl group-focus-within/cat:visible group-focus-within/cat:opacity-100 group-hover/cat:visible group-hover/cat:opacity-100">
              {config.category === 3 ? <LevelTwoTiles item={flyoutOf(item)} /> : <LevelTwoRows item={flyoutOf(item)} />}
            </div>
          )}
        </li>
      ))}
      {more && (
        <li className="flex min-h-0 flex-1">
          <Link
            to="/category"
            className={`flex flex-1 items-center gap-2 px-4 ${ROW_TEXT} text-white/85 hover:bg-white hover:text-brand`}
          >
            {t('nav.allCategories')}
            <ChevronRight size={14} className="shrink-0 opacity-70" aria-hidden />
          </Link>
        </li>
      )}
    </ul>
  );
}
