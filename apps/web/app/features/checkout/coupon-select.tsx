import type { CheckoutCoupon } from '@zay/contract';
import { formatKs } from '@zay/contract';
import { useTranslation } from '~/lib/translation';

interface Props {
  id: string;
  label: string;
  coupons: CheckoutCoupon[];
  value: number;
  onChange: (couponId: number) => void;
}

/** A coupon picker: "none", or one of the coupons the server says fit this order (with what each takes off). */
export function CouponSelect({ id, label, coupons, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={id} className="w-36 shrink-0 text-[13px] text-muted">
        {label}
      </label>
      {coupons.length === 0 ? (
        <span className="text-[13px] text-subtle">{t('checkout.noCoupons')}</span>
      ) : (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          className="h-9 max-w-md min-w-64 rounded border border-[#d4d4d4] bg-white px-2 text-[13px] text-ink outline-none focus:border-brand"
        >
          <option value={0}>{t('checkout.noCoupon')}</option>
          {coupons.map((c) => (
            <option key={c.coupon_id} value={c.coupon_id}>
              {c.coupon_name} ({t('checkout.couponSaves', { money: formatKs(c.coupon_money) })})
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
