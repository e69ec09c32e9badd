import type { SellerCouponType } from '@zay/contract';
import { Link } from 'react-router';
import { formatPrice } from '~/components/ui/price';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { marketDay } from '~/lib/format-time';
import { notifySuccess } from '~/lib/notify';
import { useTranslation, type TranslationKey } from '~/lib/translation';
import { PLAIN_BUTTON } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { COUPON_CONSOLES, type CouponConsole } from './coupon-consoles';

const STATUS: Record<number, TranslationKey> = {
  1: 'coupons.statusGoing',
  2: 'coupons.statusEnded',
  [-1]: 'coupons.statusClosed',
};

const TH = 'px-3 py-2.5 text-left text-[13px] font-medium whitespace-nowrap text-muted';
const TD = 'px-3 py-3 align-top text-[13px] text-body';

/** The shop's coupon types: terms, taken of issued, used, status; edit and end while in progress. */
export function CouponTypeTable({ types, where = 'seller' }: { types: SellerCouponType[]; where?: CouponConsole }) {
  const { t } = useTranslation();
  const calls = COUPON_CONSOLES[where];
  const { run, busy } = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const askEnd = (c: SellerCouponType) =>
    ask({
      title: t('coupons.sellerEndTitle'),
      description: `${c.coupon_name} — ${t('coupons.sellerEndText')}`,
      confirmLabel: t('coupons.sellerEnd'),
      cancelLabel: t('confirm.cancel'),
      run: () =>
        run(calls.close, { coupon_type_id: c.coupon_type_id }).then((ok) => {
          if (ok) void notifySuccess(t('coupons.sellerEnded'));
        }),
    });
  const value = (c: SellerCouponType) =>
    c.type === 'discount'
      ? t('coupons.discount', { discount: c.discount, percent: Math.round((10 - Number(c.discount)) * 10) })
      : formatPrice(c.money);
  return (
    <div className="overflow-x-auto bg-white">
      <table className="w-full min-w-[900px]">
        <thead className="border-b border-line bg-page">
          <tr>
            {(
              [
                'colName',
                'colValue',
                'colThreshold',
                'colValidity',
                'colTaken',
                'colUsed',
                'colStatus',
                'colActions',
              ] as const
            ).map((k) => (
              <th key={k} className={TH}>
                {t(`coupons.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {types.map((c) => (
            <tr key={c.coupon_type_id} className="border-b border-line last:border-0" data-testid="seller-coupon-row">
              <td className={`${TD} max-w-56 font-medium break-words text-ink`}>{c.coupon_name}</td>
              <td className={`${TD} font-semibold whitespace-nowrap text-brand`}>{value(c)}</td>
              <td className={TD}>{Number(c.at_least) > 0 ? formatPrice(c.at_least) : t('coupons.noThreshold')}</td>
              <td className={TD}>
                {c.validity_type
                  ? t('coupons.validDays', { days: c.fixed_term, count: c.fixed_term })
                  : t('coupons.validUntil', { date: marketDay(c.end_time) })}
              </td>
              <td className={`${TD} tabular-nums`}>
                {c.lead_count} / {c.count}
              </td>
              <td className={`${TD} tabular-nums`}>{c.used_count}</td>
              <td className={`${TD} whitespace-nowrap`}>{t(STATUS[c.status] ?? 'coupons.statusClosed')}</td>
              <td className={`${TD} whitespace-nowrap`}>
                {c.status === 1 && (
                  <div className="flex gap-2">
                    <Link to={`${calls.base}/coupon_edit?coupon_type_id=${c.coupon_type_id}`} className={PLAIN_BUTTON}>
                      {t('coupons.sellerEdit')}
                    </Link>
                    <button type="button" className={PLAIN_BUTTON} disabled={busy} onClick={() => askEnd(c)}>
                      {t('coupons.sellerEnd')}
                    </button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {dialog}
    </div>
  );
}
