import { LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { useLocation } from 'react-router';
import { SmartLink } from '~/components/ui/smart-link';
import type { LayoutData, LinkItem } from '~/lib/layout-data';
import { CategoryMenu } from './category-menu';

const HIDDEN =
  'invisible opacity-0 group-hover/menu:visible group-hover/menu:opacity-100 group-focus-within/menu:visible group-focus-within/menu:opacity-100';

/** The home page shows the menu open beside its carousel; other pages open it on hover, focus or click. */
function AllCategories({ data, alwaysOpen }: { data: LayoutData; alwaysOpen: boolean }) {
  const { t } = useTranslation();
  const [clicked, setClicked] = useState(false);
  const open = alwaysOpen || clicked;
  return (
    <div className="group/menu relative w-[234px] shrink-0" onMouseLeave={() => setClicked(false)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="category-menu"
        onClick={() => !alwaysOpen && setClicked((v) => !v)}
        className="flex h-full w-full items-center gap-2 bg-brand px-5 text-[15px] font-semibold text-white"
      >
        <LayoutGrid size={16} aria-hidden />
        {t('nav.allCategories')}
      </button>
      <div
        id="category-menu"
        className={`absolute top-full left-0 z-30 mt-0.5 w-[234px] bg-[#2a2a32] transition-opacity ${open ? '' : HIDDEN}`}
      >
        <CategoryMenu categories={data.categories} config={data.categoryConfig} />
      </div>
    </div>
  );
}

function NavLinks({ links, pathname }: { links: LinkItem[]; pathname: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')} className="flex min-w-0 items-stretch">
      <ul className="flex items-stretch overflow-hidden">
        {links.map((item) => (
          <li key={item.id} className="flex">
            <SmartLink
              to={item.url}
              blank={item.blank}
              className={`flex items-center px-5 text-[15px] whitespace-nowrap hover:text-brand ${item.url === pathname ? 'font-semibold text-brand' : 'text-ink'}`}
            >
              {item.title}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function NavBar({ data }: { data: LayoutData }) {
  const { pathname } = useLocation();
  return (
    <div className="border-b-2 border-brand bg-white">
      <div className="page-width flex h-11 items-stretch">
        <AllCategories data={data} alwaysOpen={pathname === '/index'} />
        <NavLinks links={data.nav} pathname={pathname} />
      </div>
    </div>
  );
}
