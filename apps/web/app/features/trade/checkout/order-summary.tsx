import type { Checkout } from '@zay/contract';
import { LoaderCircle } from 'lucide-react';
import { Price } from '~/components/ui/price';
import { useTranslation, type TranslationKey } from '~/lib/translation';
import { fullAddress } from '~/components/address/full-address';

type AmountKey =
  | 'goods_money'
  | 'delivery_money'
  | 'invoice_money'
  | 'promotion_money'
  | 'coupon_money'
  | 'platform_coupon_money'
  | 'balance_money';

// Added amounts always show; discounts and balance only when they take something off.
const ROWS: { key: AmountKey; label: TranslationKey; minus?: boolean }[] = [
  { key: 'goods_money', label: 'checkout.goodsMoney' },
  { key: 'delivery_money', label: 'checkout.deliveryMoney' },
  { key: 'invoice_money', label: 'checkout.invoiceMoney' },
  { key: 'promotion_money', label: 'checkout.promotionMoney', minus: true },
  { key: 'coupon_money', label: 'checkout.couponMoney', minus: true },
  { key: 'platform_coupon_money', label: 'checkout.platformCouponMoney', minus: true },
  { key: 'balance_money', label: 'checkout.balanceMoney', minus: true },
];

interface Props {
  checkout: Checkout;
  calculating: boolean;
  submitting: boolean;
  /** Why the order cannot be placed yet, in the shopper's language; '' when it can. */
  blocker: string;
  onSubmit: () => void;
}

function Amounts({ checkout, calculating }: { checkout: Checkout; calculating: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className="ml-auto grid w-fit grid-cols-[auto_auto] gap-x-10 gap-y-2 text-[13px]" aria-busy={calculating}>
      {ROWS.filter((r) => !r.minus || Number(checkout[r.key]) > 0).map((r) => (
        <div key={r.key} className="contents">
          <dt className="text-right text-muted">{t(r.label)}</dt>
          <dd className="text-right text-ink">
            {r.minus && '− '}
            <Price amount={checkout[r.key]} className="font-normal text-ink" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The server's figures for the current choices, where the order goes, and "submit order". */
export function OrderSummary({ checkout, calculating, submitting, blocker, onSubmit }: Props) {
  const { t } = useTranslation();
  const address = checkout.member_address;
  return (
    <section aria-labelledby="checkout-summary" className="bg-white p-5">
      <h2 id="checkout-summary" className="sr-only">
        {t('checkout.summaryTitle')}
      </h2>
      <Amounts checkout={checkout} calculating={calculating} />
      <div className="mt-4 flex flex-wrap items-center justify-end gap-x-6 gap-y-2 border-t border-line pt-4">
        {address && (
          <p className="max-w-xl text-right text-xs leading-text text-muted">
            {t('checkout.shipTo', { address: fullAddress(address), name: address.name, mobile: address.mobile })}
          </p>
        )}
        <p className="flex items-baseline gap-2 text-[14px] text-body" aria-live="polite">
          {calculating && <LoaderCircle size={16} className="animate-spin self-center text-subtle" aria-hidden />}
          <span>{calculating ? t('checkout.calculating') : t('checkout.payMoney')}</span>
          <Price amount={checkout.pay_money} className={`text-[24px] ${calculating ? 'opacity-50' : ''}`} />
        </p>
        <button
          type="button"
          onClick={onSubmit}
          disabled={calculating || submitting || blocker !== ''}
          className="h-12 min-w-44 rounded bg-brand px-8 text-[16px] font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#b0b0b0]"
        >
          {submitting ? t('checkout.submitting') : t('checkout.submit')}
        </button>
      </div>
      {blocker && (
        <p role="alert" className="mt-3 text-right text-[13px] text-brand">
          {blocker}
        </p>
      )}
    </section>
  );
}
