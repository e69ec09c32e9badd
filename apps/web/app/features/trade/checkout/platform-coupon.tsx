import type { CheckoutCoupon } from '@zay/contract';
import { Ticket } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { CouponSelect } from './coupon-select';
import { SectionTitle } from './section-title';

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
      <SectionTitle id="checkout-platform-coupon" icon={Ticket} title={t('checkout.platformCouponTitle')} />
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
