import { ShoppingCart } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import type { LayoutData } from '~/lib/layout-data';
import { SiteLogo } from './site-logo';
import { SearchBox } from './search-box';

function CartButton({ count }: { count: number }) {
  const { t } = useTranslation();
  // The cart work hangs the mini-cart dropdown on this button.
  return (
    <Link
      to="/cart"
      className="relative flex h-10 items-center gap-2 border border-line bg-white px-5 text-[13px] text-body hover:border-brand hover:text-brand"
    >
      <ShoppingCart size={18} className="text-brand" aria-hidden />
      {t('header.myCart')}
      <span
        className="absolute -top-2 right-3 min-w-5 rounded-full bg-brand px-1.5 text-center text-[11px] leading-5 text-white"
        aria-label={t('header.cartCount', { count })}
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}

export function HeaderMain({ data }: { data: LayoutData }) {
  return (
    <div className="bg-white">
      <div className="page-width flex h-[110px] items-center justify-between gap-8">
        <SiteLogo site={data.site} />
        <SearchBox hotWords={data.hotWords} defaultWord={data.defaultWord} />
        <CartButton count={data.cartCount} />
      </div>
    </div>
  );
}
