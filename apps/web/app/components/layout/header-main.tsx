import type { LayoutData } from '~/lib/layout-data';
import { SiteLogo } from './site-logo';
import { MiniCart } from './mini-cart';
import { SearchBox } from './search-box';

export function HeaderMain({ data }: { data: LayoutData }) {
  return (
    <div className="bg-white">
      <div className="page-width flex h-[110px] items-center justify-between gap-8">
        <SiteLogo site={data.site} />
        <SearchBox hotWords={data.hotWords} defaultWord={data.defaultWord} />
        <MiniCart count={data.cartCount} />
      </div>
    </div>
  );
}
