import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '~/lib/translation';
import type { CartLoad } from './mini-cart-panel';

const Panel = lazy(() => import('./mini-cart-panel'));
/** A fresh look at the cart at most this often while its count stays the same. */
const REFRESH_MS = 15_000;

/**
 * The cart's lines, fetched when the mini cart opens (never with the page), and again at the next
 * opening only once the header's count has changed or REFRESH_MS have passed.
 */
function useCartLines(count: number) {
  const fetcher = useFetcher<CartLoad>();
  const loaded = useRef<{ at: number; count: number } | undefined>(undefined);
  const load = () => {
    const last = loaded.current;
    if (fetcher.state !== 'idle' || (last && last.count === count && Date.now() - last.at < REFRESH_MS)) return;
    loaded.current = { at: Date.now(), count };
    void fetcher.load('/cart');
  };
  return { data: fetcher.data, busy: fetcher.state !== 'idle', load };
}

function CartButton({ count }: { count: number }) {
  const { t } = useTranslation();
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

/**
 * SPEC §2 header mini cart: the cart button, and on hover or keyboard focus the newest lines
 * (scrolling past 5), the total and the way to the cart. The lines are fetched when it opens,
 * never with the page.
 */
export function MiniCart({ count }: { count: number }) {
  const cart = useCartLines(count);
  const [dismissed, setDismissed] = useState(false);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setDismissed(false);
    setOpened(true);
    cart.load();
  };
  return (
    <div
      className="group/mini relative"
      onMouseEnter={open}
      onFocus={open}
      onKeyDown={(e) => e.key === 'Escape' && setDismissed(true)}
    >
      <CartButton count={count} />
      <div
        className={`absolute top-full right-0 z-50 pt-1 ${dismissed ? 'hidden' : 'invisible opacity-0 transition group-focus-within/mini:visible group-focus-within/mini:opacity-100 group-hover/mini:visible group-hover/mini:opacity-100'}`}
      >
        <div className="w-[340px] overflow-hidden rounded-md border border-line bg-white shadow-lg" aria-live="polite">
          {opened && (
            <Suspense>
              <Panel load={cart.data} busy={cart.busy} />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
