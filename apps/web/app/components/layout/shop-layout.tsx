import { Headset, Search, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Form, NavLink } from 'react-router';
import { SEARCH_KEYWORD_MAX } from '@zay/contract';
import { ChatEntry } from '~/components/ui/chat-entry';
import { FollowButton } from '~/components/ui/follow-button';
import { Img } from '~/components/ui/img';
import { OwnShopBadge } from '~/components/ui/own-shop-badge';
import { ShopRatings, type ShopScores } from '~/components/ui/shop-ratings';
import { useLayoutData } from '~/lib/layout-data';
import { HeaderTop } from './header-top';
import { RightSidebar } from './right-sidebar';
import { SiteFooter } from './site-footer';
import { SiteLogo } from './site-logo';

export interface ShopSummary {
  siteId: number;
  name: string;
  logo: string;
  own?: boolean;
  scores?: ShopScores;
  followers?: number;
  /** Whether the logged-in member follows the shop. */
  following?: boolean;
  /** The shop's live room: on air now, or the next one coming. */
  live?: { id: number; now: boolean } | null;
}

function ShopSearch({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  return (
    <Form
      action="/shop_list"
      method="get"
      role="search"
      className="flex h-9 w-[340px] shrink-0 border-2 border-brand bg-white"
    >
      <input type="hidden" name="site_id" value={siteId} />
      <input
        type="search"
        name="keyword"
        maxLength={SEARCH_KEYWORD_MAX}
        aria-label={t('shop.searchLabel')}
        placeholder={t('shop.searchPlaceholder')}
        className="min-w-0 flex-1 px-3 text-[13px] outline-none"
      />
      <button
        type="submit"
        className="flex items-center gap-1 bg-brand px-4 text-[13px] text-white hover:bg-brand-dark"
      >
        <Search size={15} aria-hidden />
        {t('search.submit')}
      </button>
    </Form>
  );
}

function ShopLogo({ logo }: { logo: string }) {
  if (!logo) return <Store size={32} strokeWidth={1.5} className="text-brand" aria-hidden />;
  return (
    <Img
      kind="shop"
      src={logo}
      width={56}
      height={56}
      alt=""
      eager
      className="size-14 shrink-0 rounded-full border border-line object-cover"
    />
  );
}

function ShopIdentity({ shop }: { shop: ShopSummary }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-4 border-l border-line pl-8">
      <ShopLogo logo={shop.logo} />
      <div className="min-w-0">
        <p className="flex items-center gap-2">
          <span className="truncate text-lg leading-tight-text font-semibold text-ink">
            {shop.name || (shop.siteId ? t('shop.fallbackName', { id: shop.siteId }) : '')}
          </span>
          {shop.own && <OwnShopBadge />}
        </p>
        {shop.scores && <ShopRatings scores={shop.scores} layout="row" />}
      </div>
      {shop.name && shop.siteId > 0 && (
        <FollowButton
          kind="shop"
          key={shop.siteId}
          id={shop.siteId}
          following={!!shop.following}
          count={shop.followers}
          className="h-8 shrink-0"
        />
      )}
    </div>
  );
}

function ShopHeader({ shop }: { shop: ShopSummary }) {
  const { t } = useTranslation();
  const data = useLayoutData();
  const tab = ({ isActive }: { isActive: boolean }) =>
    `flex items-center px-6 text-[15px] ${isActive ? 'bg-brand-dark font-semibold' : 'hover:bg-brand-dark'}`;
  return (
    <header className="bg-white">
      <div className="page-width flex h-24 items-center gap-8">
        {data && <SiteLogo site={data.site} size="sm" />}
        <ShopIdentity shop={shop} />
        <ShopSearch siteId={shop.siteId} />
      </div>
      <nav aria-label={t('shop.nav')} className="bg-brand text-white">
        <div className="page-width flex h-10">
          <NavLink to={`/shop-${shop.siteId}`} end className={tab}>
            {t('shop.home')}
          </NavLink>
          <NavLink to={`/shop_list?site_id=${shop.siteId}`} className={tab}>
            {t('shop.allGoods')}
          </NavLink>
          {shop.live && (
            <NavLink to={`/shop/live-${shop.live.id}`} className={tab} data-testid="shop-live-tab">
              {shop.live.now && <span className="mr-2 size-2 animate-pulse rounded-full bg-white" aria-hidden />}
              {t(shop.live.now ? 'shop.liveNow' : 'shop.liveSoon')}
            </NavLink>
          )}
          {shop.siteId > 0 && (
            <ChatEntry
              target={{ siteId: shop.siteId }}
              className="ml-auto flex items-center gap-1.5 px-6 text-[15px] hover:bg-brand-dark"
            >
              <Headset size={16} aria-hidden />
              {t('chat.contact')}
            </ChatEntry>
          )}
        </div>
      </nav>
    </header>
  );
}

/** SPEC §2 shop layout: the site's top bar, the shop's own header and navigation, sidebar and footer. */
export function ShopLayout({ shop, children }: { shop: ShopSummary; children: ReactNode }) {
  const data = useLayoutData();
  if (!data) return <main>{children}</main>;
  return (
    <div className="flex min-h-screen flex-col">
      <HeaderTop data={data} />
      <ShopHeader shop={shop} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <RightSidebar cartCount={data.cartCount} siteId={shop.siteId} />
      <SiteFooter data={data} />
    </div>
  );
}
