import type { LayoutData } from '~/lib/layout-data';
import { SiteLogo } from './site-logo';
import { MiniCart } from './mini-cart';
import { SearchBox } from './search-box';

/** The search box sits in the middle whatever the cart button's width: a late font moves nothing (ADR 079). */
export function HeaderMain({ data }: { data: LayoutData }) {
  return (
    <div className="bg-white">
      <div className="page-width grid h-[110px] grid-cols-[1fr_auto_1fr] items-center gap-8">
        <div className="flex">
          <SiteLogo site={data.site} />
        </div>
        <SearchBox hotWords={data.hotWords} defaultWord={data.defaultWord} />
        <div className="justify-self-end">
          <MiniCart count={data.cartCount} />
        </div>
      </div>
    </div>
  );
}
