import { Package, Store, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorLine } from '~/components/ui/form-end';
import { Img } from '~/components/ui/img';
import { formatPrice, MarketPrice, Price } from '~/components/ui/price';
import { quantityDigits } from '~/lib/digits';
import { useTranslation } from '~/lib/translation';
import { times, type ComboView } from '~/features/promotion/combo/combo-views';

/** One goods of the package: picture, name (to its page), price × 1, and a warning when stock is short. */
function GoodsRow({ goods, num }: { goods: ComboView['goods'][number]; num: number }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-4 border-t border-line py-3 first:border-t-0">
      <Link to={`/sku-${goods.skuId}`} className="shrink-0">
        <Img
          kind="goods"
          src={goods.image}
          width={80}
          height={80}
          alt={goods.name}
          className="size-20 rounded border border-line object-cover"
        />
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={`/sku-${goods.skuId}`} className="line-clamp-2 text-[14px] leading-snug text-ink hover:text-brand">
          {goods.name}
        </Link>
        {!goods.onSale ? (
          <p className="mt-1 text-[12px] text-brand">{t('combo.goodsOff')}</p>
        ) : (
          num > goods.stock && (
            <p role="alert" className="mt-1 text-[12px] text-brand">
              {t('combo.stockShort', { stock: goods.stock })}
            </p>
          )
        )}
      </div>
      <Price amount={goods.price} className="text-[15px]" />
      <span className="w-10 text-right text-[13px] text-muted">×1</span>
    </li>
  );
}

/** SPEC §2 /promotion/combo-N: the package's goods, its price against buying separately, delivery, quantity and buy. */
export function ComboPage({ combo }: { combo: ComboView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState('1');
  const [error, setError] = useState('');
  const num = Number(value) || 0;
  const shown = Math.max(num, 1);
  const short = combo.goods.some((g) => num > g.stock);
  function buy() {
    if (num <= 0) return setError(t('combo.quantityZero'));
    if (short) return setError(t('combo.stockShortAll'));
    setError('');
    void navigate(`/promotion/combo_payment?bl_id=${combo.id}&num=${num}`);
  }
  return (
    <div className="grid grid-cols-[1fr_320px] items-start gap-6">
      <section className="rounded-lg bg-white p-6" aria-labelledby="combo-name">
        <h1 id="combo-name" className="flex items-center gap-2 text-[20px] leading-tight-text font-semibold text-ink">
          <Package size={20} className="shrink-0 text-brand" aria-hidden />
          {combo.name}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-[13px] text-muted">
          <Link to={`/shop-${combo.siteId}`} className="flex items-center gap-1 hover:text-brand">
            <Store size={14} aria-hidden />
            {combo.shopName}
          </Link>
          <span className={`flex items-center gap-1 ${combo.freeDelivery ? 'text-green-700' : ''}`}>
            <Truck size={14} aria-hidden />
            {combo.freeDelivery ? t('combo.freeDelivery') : t('combo.buyerPaysDelivery')}
          </span>
        </p>
        <h2 className="mt-5 text-[14px] font-semibold text-body">
          {t('combo.goodsTitle', { count: combo.goods.length })}
        </h2>
        <ul className="mt-1">
          {combo.goods.map((g) => (
            <GoodsRow key={g.skuId} goods={g} num={num} />
          ))}
        </ul>
      </section>
      <aside className="sticky top-4 grid gap-4 rounded-lg bg-white p-5" aria-label={t('combo.summary')}>
        <div className="grid gap-1">
          <span className="text-[13px] text-muted">{t('combo.packagePrice')}</span>
          <div className="flex flex-wrap items-baseline gap-x-2">
            <Price amount={times(combo.price, shown)} className="text-[28px]" />
            <MarketPrice amount={times(combo.goodsMoney, shown)} />
          </div>
          {Number(combo.saving) > 0 && (
            <p className="w-fit rounded bg-brand-soft px-2 py-0.5 text-[13px] text-brand">
              {t('combo.saves', { money: formatPrice(times(combo.saving, shown)) })}
            </p>
          )}
        </div>
        {combo.buyable ? (
          <>
            {/* A plain input: the goods page's stepper stays in the goods page's own chunk (its JS budget). */}
            <label className="grid gap-1.5 text-[13px] text-muted">
              {t('combo.quantity')}
              <input
                type="text"
                inputMode="numeric"
                value={value}
                onChange={(e) => {
                  setValue(quantityDigits(e.target.value, 4));
                  setError('');
                }}
                className="h-9 w-24 rounded border border-line px-2 text-center text-[14px] text-ink"
              />
            </label>
            <ErrorLine message={error} />
            <button
              type="button"
              onClick={buy}
              className="h-12 rounded bg-brand text-[16px] font-semibold text-white hover:bg-brand-dark"
            >
              {t('combo.buyNow')}
            </button>
          </>
        ) : (
          <p role="status" className="rounded bg-page p-3 text-[14px] text-brand">
            {t('combo.notBuyable')}
          </p>
        )}
      </aside>
    </div>
  );
}
