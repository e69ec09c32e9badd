import { ShoppingCart } from 'lucide-react';
import { useActionData } from 'react-router';
import { FollowButton } from '~/components/ui/follow-button';
import type { CatalogueActionResult } from '~/lib/catalogue-action';
import { useTranslation } from '~/lib/translation';
import type { GoodsView } from './goods-types';
import { QuantityStepper } from './quantity-stepper';
import { BUY_NOW, useBuyBox } from './use-buy-box';

function StockNote({ goods, soldOut }: { goods: GoodsView; soldOut: boolean }) {
  const { t } = useTranslation();
  return (
    <span id="stock-note" className={`text-[13px] ${soldOut ? 'font-semibold text-brand' : 'text-muted'}`}>
      {soldOut ? t('goodsDetail.outOfStock') : t('goodsDetail.stock', { count: goods.stock, unit: goods.unit })}
      {goods.maxBuy > 0 && !soldOut && ` · ${t('goodsDetail.limit', { count: goods.maxBuy })}`}
    </span>
  );
}

const BUY =
  'h-11 min-w-32 rounded border border-brand bg-brand-soft px-6 text-[15px] font-semibold whitespace-nowrap text-brand hover:bg-[#ffe9e9] disabled:cursor-not-allowed disabled:border-line disabled:bg-[#f2f2f2] disabled:text-subtle';
const ADD =
  'flex h-11 min-w-32 items-center justify-center gap-2 rounded bg-brand px-6 text-[15px] font-semibold whitespace-nowrap text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#d9d9d9]';

/** Buy now, add to cart (both buttons of the buy form, wherever it sits) and follow. */
function Actions({
  goods,
  collected,
  box,
  form,
}: {
  goods: GoodsView;
  collected: boolean;
  box: ReturnType<typeof useBuyBox>;
  form: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* Without script the browser opens the checkout with the form's sku_id and num, as the script does. */}
      <button
        type="submit"
        form={form}
        formMethod="get"
        formAction="/payment"
        value={BUY_NOW}
        disabled={box.soldOut}
        className={BUY}
      >
        {t('goodsDetail.buyNow')}
      </button>
      <button
        type="submit"
        form={form}
        name="intent"
        value="cart-add"
        disabled={box.soldOut || box.adding}
        aria-busy={box.adding || undefined}
        className={ADD}
      >
        <ShoppingCart size={18} aria-hidden />
        {t('goodsDetail.addToCart')}
      </button>
      <FollowButton
        kind="goods"
        key={goods.skuId}
        id={goods.skuId}
        following={collected}
        count={goods.collectNum}
        className="h-11"
      />
    </div>
  );
}

/**
 * The answer to a write posted before the page's script ran (the route's action data): with
 * script the same answer comes as a toast, and action data stays empty.
 */
function PostedAnswer() {
  const answer = useActionData<CatalogueActionResult>();
  if (!answer?.message) return null;
  return (
    <p
      role="status"
      className={`text-[13px] ${answer.ok ? 'text-[#11652b]' : 'text-brand'}`}
      data-testid="posted-answer"
    >
      {answer.message}
    </p>
  );
}

/** Quantity, stock, buy now and add to cart (login-gated), and following the goods. */
export function BuyBox({ goods, collected }: { goods: GoodsView; collected: boolean }) {
  const { t } = useTranslation();
  const box = useBuyBox(goods);
  const form = `buy-${goods.skuId}`;
  return (
    <div className="mt-5 grid gap-4">
      {/* The fields and buttons join it by `form`, so the follow button's own form is not nested in it. */}
      <form id={form} method="post" action={`/sku-${goods.skuId}`} onSubmit={box.submit} noValidate>
        <input type="hidden" name="sku_id" value={goods.skuId} />
      </form>
      <div className="flex items-center gap-3">
        <span className="w-20 shrink-0 text-[13px] text-muted">{t('goodsDetail.quantity')}</span>
        <QuantityStepper
          value={box.text}
          min={box.min}
          max={Math.max(box.min, box.max)}
          disabled={box.soldOut}
          onChange={box.change}
          describedBy="stock-note"
          name="num"
          form={form}
        />
        <StockNote goods={goods} soldOut={box.soldOut} />
      </div>
      <p role="alert" className="-mt-2 min-h-5 pl-23 text-[13px] text-brand">
        {box.touched && !box.soldOut && box.error}
      </p>
      <Actions goods={goods} collected={collected} box={box} form={form} />
      <PostedAnswer />
    </div>
  );
}
