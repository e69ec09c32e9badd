import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { couponTerms, couponValue, type CouponFace } from './coupon-terms';

/**
 * One coupon as a ticket: the value on a red stub, name and terms beside it, the action (receive,
 * use) or state below. `dim` greys out used and expired coupons.
 */
export function CouponCard({ coupon, dim, children }: { coupon: CouponFace; dim?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li
      className={`flex min-h-36 overflow-hidden rounded-lg border ${dim ? 'border-line bg-page text-muted' : 'border-brand/30 bg-white'}`}
      data-testid="coupon-card"
    >
      <div
        className={`flex w-32 shrink-0 flex-col items-center justify-center gap-1 px-2 text-center text-white ${dim ? 'bg-[#b5b5b5]' : 'bg-brand'}`}
      >
        <span className="text-xl leading-tight-text font-bold break-words">{couponValue(t, coupon)}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <h3 className={`text-[15px] leading-tight-text font-semibold break-words ${dim ? '' : 'text-ink'}`}>
          {coupon.name}
        </h3>
        <ul className="flex flex-col gap-0.5 text-[12px] leading-text text-muted">
          {couponTerms(t, coupon).map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
        {children && <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">{children}</div>}
      </div>
    </li>
  );
}
