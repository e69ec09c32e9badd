import type { CheckoutCoupon } from '@zay/contract';
import { Ticket } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { CouponSelect } from './coupon-select';

/** The platform coupon for the whole order (never chosen for the buyer). */
export function PlatformCoupon({
  coupons,
  value,
  onChange,
}: {
  coupons: CheckoutCoupon[];
  value: number;
  onChange: (couponId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checkout-platform-coupon" className="grid gap-3 bg-white p-5">
      <h2 id="checkout-platform-coupon" className="flex items-center gap-2 text-[16px] font-semibold text-ink">
        <Ticket size={18} className="text-brand" aria-hidden />
        {t('checkout.platformCouponTitle')}
      </h2>
      <CouponSelect
        id="platform-coupon"
        label={t('checkout.platformCoupon')}
        coupons={coupons}
        value={value}
        onChange={onChange}
      />
    </section>
  );
}
