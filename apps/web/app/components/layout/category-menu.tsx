import type { CategoryConfig } from '@zay/contract';
import { useEffect, useState } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import type { CategoryItem } from '~/lib/layout-data';

/** Matches --spacing-hero in app.css (the h-hero class). */
export const MENU_HEIGHT = 450;

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

function LevelOneLabel({ item, config }: { item: CategoryItem; config: CategoryConfig }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col">
      <span className="flex min-w-0 items-center gap-2">
        {config.img === 1 && (
          <Img
            kind="category"
            src={item.image}
            width={18}
            height={18}
            alt=""
            className="size-[18px] rounded object-cover"
          />
        )}
        <span className="truncate">{item.name}</span>
      </span>
      {config.category === 2 && item.children.length > 0 && (
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

/**
 * Level-1 list with a flyout per item; CSS hover and focus-within open it, so it works by keyboard.
 * The flyouts are drawn in the browser once the page is live: they were a third of every page's
 * HTML and of its render on the server, and every link in them is also on /category.
 */
export function CategoryMenu({ categories, config }: Props) {
  const { t } = useTranslation();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // Rows share the menu height evenly; two-line rows (template 2) need more room each.
  const rows = config.category === 2 ? 7 : 10;
  if (categories.length === 0) {
    return <p className="p-4 text-white/80">{t('nav.noCategories')}</p>;
  }
  return (
    <ul className="relative flex h-hero flex-col py-2">
      {categories.slice(0, rows).map((item) => (
        <li key={item.id} className="group/cat flex min-h-0 min-w-0 flex-1">
          <Link
            to={listUrl(item)}
            className="flex min-w-0 flex-1 items-center gap-2 px-5 text-[14px] leading-tight-text text-white group-hover/cat:bg-white group-hover/cat:text-brand group-focus-within/cat:bg-white group-focus-within/cat:text-brand"
          >
            <LevelOneLabel item={item} config={config} />
            {item.children.length > 0 && <ChevronRight size={14} className="shrink-0 opacity-70" aria-hidden />}
          </Link>
          {live && item.children.length > 0 && (
            <div className="invisible absolute top-0 left-full z-40 h-full w-[760px] overflow-y-auto border border-line bg-white p-6 opacity-0 shadow-xl group-focus-within/cat:visible group-focus-within/cat:opacity-100 group-hover/cat:visible group-hover/cat:opacity-100">
              {config.category === 3 ? <LevelTwoTiles item={item} /> : <LevelTwoRows item={item} />}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
