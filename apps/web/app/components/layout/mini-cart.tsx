import { fromMinor, MINI_CART_SCROLL_AFTER, toMinor } from '@zay/contract';
import { LoaderCircle, ShoppingCart } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { Img } from '~/components/ui/img';
import { Price } from '~/components/ui/price';
import { loginPath } from '~/lib/safe-redirect';
import { useTranslation } from '~/lib/translation';

/** The fields of a cart line the mini cart shows; the `/cart` route loader answers them. */
interface MiniLine {
  cart_id: number;
  sku_id: number;
  sku_name: string;
  sku_image: string;
  discount_price: string;
  num: number;
  goods_state: number;
  verify_state: number;
  shop_status: number;
}
type CartLoad = { state: 'visitor' } | { state: 'failed' } | { state: 'ready'; lines: MiniLine[] };

/** Lines whose goods can be bought now: the same ones the header's count adds up. */
const onSale = (l: MiniLine) => l.goods_state === 1 && l.verify_state === 1 && l.shop_status === 1;
const ROW_PX = 68;
/** A fresh look at the cart at most this often while its count stays the same. */
const REFRESH_MS = 15_000;

function Lines({ lines }: { lines: MiniLine[] }) {
  const { t } = useTranslation();
  const scroll = lines.length > MINI_CART_SCROLL_AFTER;
  return (
    <ul
      className={`divide-y divide-line ${scroll ? 'overflow-y-auto' : ''}`}
      style={scroll ? { maxHeight: ROW_PX * MINI_CART_SCROLL_AFTER } : undefined}
      tabIndex={scroll ? 0 : undefined}
      aria-label={t('miniCart.title')}
    >
      {lines.map((line) => (
        <li key={line.cart_id} className="flex h-[68px] items-center gap-3 px-4">
          <Img
            kind="goods"
            src={line.sku_image}
            width={48}
            height={48}
            alt=""
            className="size-12 rounded object-cover"
          />
          <Link
            to={`/sku-${line.sku_id}`}
            className="line-clamp-2 min-w-0 flex-1 text-xs leading-text text-body hover:text-brand"
          >
            {line.sku_name}
          </Link>
          <div className="shrink-0 text-right text-xs">
            <Price amount={line.discount_price} className="block" />
            <span className="text-subtle">{t('miniCart.quantity', { count: line.num })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center justify-center gap-2 py-8 text-xs text-muted">
      <LoaderCircle size={16} className="animate-spin" aria-hidden />
      {t('miniCart.loading')}
    </p>
  );
}

/** The lines' count and total, and the way to the cart. */
function CartTotal({ lines }: { lines: MiniLine[] }) {
  const { t } = useTranslation();
  const count = lines.reduce((n, l) => n + l.num, 0);
  const total = fromMinor(lines.reduce((sum, l) => sum + toMinor(l.discount_price) * l.num, 0));
  return (
    <div className="flex items-center justify-between gap-3 bg-[#fafafa] px-4 py-3">
      <p className="text-xs text-body">
        {t('miniCart.total', { count })} <Price amount={total} className="text-[15px]" />
      </p>
      <Link
        to="/cart"
        className="rounded bg-brand px-4 py-1.5 text-xs whitespace-nowrap text-white hover:bg-brand-dark"
      >
        {t('miniCart.goToCart')}
      </Link>
    </div>
  );
}

function Panel({ load, busy }: { load: CartLoad | undefined; busy: boolean }) {
  const { t } = useTranslation();
  if (!load || (busy && load.state !== 'ready')) return <Waiting />;
  if (load.state === 'visitor')
    return (
      <Link to={loginPath('/cart')} className="block py-8 text-center text-xs text-brand hover:underline">
        {t('miniCart.login')}
      </Link>
    );
  // SPEC §8: a failed cart load is not reported; the way to the cart stays.
  const lines = load.state === 'ready' ? load.lines.filter(onSale) : [];
  return (
    <>
      <p className="border-b border-line px-4 py-2 text-xs font-semibold text-ink">{t('miniCart.title')}</p>
      {lines.length > 0 ? (
        <Lines lines={lines} />
      ) : (
        <p className="py-8 text-center text-xs text-muted">{t('miniCart.empty')}</p>
      )}
      <CartTotal lines={lines} />
    </>
  );
}

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
  const open = () => {
    setDismissed(false);
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
          <Panel load={cart.data} busy={cart.busy} />
        </div>
      </div>
    </div>
  );
}
