import { fromMinor, MINI_CART_SCROLL_AFTER, toMinor } from '@zay/contract';
import { LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
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
export type CartLoad = { state: 'visitor' } | { state: 'failed' } | { state: 'ready'; lines: MiniLine[] };

/** Lines whose goods can be bought now: the same ones the header's count adds up. */
const onSale = (l: MiniLine) => l.goods_state === 1 && l.verify_state === 1 && l.shop_status === 1;
const ROW_PX = 68;

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
            thumb
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

/** The open mini cart: loaded with its first opening, never with the page. */
export default function Panel({ load, busy }: { load: CartLoad | undefined; busy: boolean }) {
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
