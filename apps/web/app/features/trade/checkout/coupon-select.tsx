import type { CheckoutCoupon } from '@zay/contract';
import { formatKs } from '@zay/contract';
import { useTranslation } from '~/lib/translation';
import { FIELD, LABEL, ROW } from './form-layout';

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
    <div className={ROW}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {coupons.length === 0 ? (
        <span className="text-[13px] text-subtle">{t('checkout.noCoupons')}</span>
      ) : (
        <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} className={FIELD}>
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
