import { couponReceiveEndpoint, platformCouponReceiveEndpoint } from '@zay/contract';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '~/lib/api';
import { useLayoutData } from '~/lib/layout-data';
import { notifyError, notifySuccess } from '~/lib/notify';
import { loginPath } from '~/lib/safe-redirect';
import { useTranslation } from '~/lib/translation';

export const RECEIVE_BUTTON =
  'inline-flex min-h-9 items-center justify-center rounded bg-brand px-4 py-1.5 text-[13px] leading-tight-text text-white hover:bg-brand-dark disabled:opacity-60';
export const USE_LINK =
  'inline-flex min-h-9 items-center justify-center rounded border border-brand px-4 py-1.5 text-[13px] leading-tight-text text-brand hover:bg-brand-soft';

interface Props {
  kind: 'store' | 'platform';
  typeId: number;
  /** How many the member holds already, and the most they may hold (0 = no limit). */
  received: number;
  maxFetch: number;
  left: number;
  /** Where "use" leads: the shop's goods or the goods list. */
  useHref: string;
}

/**
 * Receive now → the API's answer as a toast; once held, "use" leads to the goods it is for. A
 * visitor is sent to log in and back (the family's `token不存在` → `/login`).
 */
export function ReceiveButton({ kind, typeId, received: initial, maxFetch, left: initialLeft, useHref }: Props) {
  const { t } = useTranslation();
  const member = useLayoutData()?.member;
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [held, setHeld] = useState(initial);
  const [left, setLeft] = useState(initialLeft);
  const canReceive = left > 0 && (maxFetch === 0 || held < maxFetch);

  const receive = async () => {
    if (!member) return void navigate(loginPath(`${location.pathname}${location.search}`));
    setBusy(true);
    const result =
      kind === 'store'
        ? await api(couponReceiveEndpoint, { coupon_type_id: typeId, get_type: 2 })
        : await api(platformCouponReceiveEndpoint, { platformcoupon_type_id: typeId });
    setBusy(false);
    if (!result.ok) return void notifyError(result.message || t('coupons.loadFailed'));
    setHeld(held + 1);
    setLeft(left - 1);
    void notifySuccess(t('coupons.receivedToast'));
  };

  return (
    <div className="flex flex-wrap gap-2">
      {held > 0 && (
        <Link to={useHref} className={USE_LINK}>
          {t('coupons.use')}
        </Link>
      )}
      {canReceive ? (
        <button type="button" className={RECEIVE_BUTTON} disabled={busy} onClick={() => void receive()}>
          {busy ? t('coupons.receiving') : t('coupons.receive')}
        </button>
      ) : (
        held === 0 && <span className="text-[13px] text-muted">{t('coupons.allTaken')}</span>
      )}
    </div>
  );
}
