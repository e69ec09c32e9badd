import {
  COMMISSION_RATE_MAX,
  SHOP_FREEZE_REASON_MAX,
  platformShopCommissionEndpoint,
  platformShopFreezeEndpoint,
  platformShopUnfreezeEndpoint,
  type PlatformShopFull,
} from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { BUTTON, FORM_INPUT, FORM_LABEL, Panel, PLAIN_BUTTON } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ErrorLine } from '~/components/ui/form-end';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

/** Hundredths of a percent as the percent it is ("5.5"), '' for none. */
export const percentOf = (rate: number | null) => (rate === null ? '' : String(rate / 100));

/** Freezing (with the reason the owner reads, asked first) or unfreezing the shop (ADR 103). */
export function ShopFreezePanel({ shop }: { shop: PlatformShopFull }) {
  const { t } = useTranslation();
  const { run, busy } = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const frozen = shop.shop_status === -1;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (frozen) {
      void run(platformShopUnfreezeEndpoint, { site_id: shop.site_id }).then((done) => {
        if (done) void notifySuccess(t('platformShops2.unfrozenNow'));
      });
      return;
    }
    if (!reason.trim()) return setError(t('platformShops2.reasonNeeded'));
    setError('');
    ask({
      title: t('platformShops2.confirmFreeze', { name: shop.site_name }),
      description: t('platformShops2.confirmFreezeText'),
      confirmLabel: t('platformShops2.freeze'),
      run: async () => {
        if (await run(platformShopFreezeEndpoint, { site_id: shop.site_id, reason: reason.trim() })) {
          setReason('');
          void notifySuccess(t('platformShops2.frozenNow'));
        }
      },
    });
  };
  return (
    <Panel title={t('platformShops2.freezeTitle')} testId="shop-freeze">
      <form onSubmit={submit} noValidate className="grid max-w-[560px] gap-3">
        <p className="text-[13px] leading-text text-muted">
          {frozen ? t('platformShops2.isFrozen', { reason: shop.freeze_reason }) : t('platformShops2.freezeIntro')}
        </p>
        {!frozen && (
          <label className={FORM_LABEL}>
            {t('platformShops2.freezeReason')}
            <input
              value={reason}
              maxLength={SHOP_FREEZE_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={!!error || undefined}
              className={FORM_INPUT}
              data-testid="shop-freeze-reason"
            />
          </label>
        )}
        <ErrorLine message={error} />
        <div>
          <button
            type="submit"
            disabled={busy}
            className={frozen ? PLAIN_BUTTON : BUTTON}
            data-testid="shop-freeze-submit"
          >
            {t(frozen ? 'platformShops2.unfreeze' : 'platformShops2.freeze')}
          </button>
        </div>
      </form>
      {dialog}
    </Panel>
  );
}

/** The shop's own commission rate, in percent; empty removes it (the category's or the platform's applies). */
export function CommissionPanel({ shop }: { shop: PlatformShopFull }) {
  const { t } = useTranslation();
  const { run, busy } = useConsoleCall();
  const [value, setValue] = useState(percentOf(shop.commission.own));
  const [error, setError] = useState('');
  const c = shop.commission;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = value.trim();
    const hundredths = Math.round(Number(text) * 100);
    if (text !== '' && (!/^\d+(\.\d{1,2})?$/.test(text) || hundredths > COMMISSION_RATE_MAX))
      return setError(t('platformShops2.badRate'));
    setError('');
    void run(platformShopCommissionEndpoint, {
      site_id: shop.site_id,
      commission_rate: text === '' ? null : hundredths,
    }).then((done) => {
      if (done) void notifySuccess(t('platformShops2.rateSaved'));
    });
  };
  return (
    <Panel title={t('platformShops2.commissionTitle')} testId="shop-commission">
      <form onSubmit={submit} noValidate className="grid max-w-[560px] gap-3">
        <p className="text-[13px] leading-text text-muted">
          {t('platformShops2.commissionIntro', {
            effective: percentOf(c.effective),
            category: c.category === null ? '—' : `${percentOf(c.category)}%`,
            platform: percentOf(c.platform),
          })}
        </p>
        <label className={FORM_LABEL}>
          {t('platformShops2.ownRate')}
          <span className="flex items-center gap-2">
            <input
              value={value}
              inputMode="decimal"
              maxLength={6}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={!!error || undefined}
              className={`${FORM_INPUT} w-32`}
              data-testid="shop-commission-rate"
            />
            <span aria-hidden>%</span>
          </span>
        </label>
        <ErrorLine message={error} />
        <div>
          <button type="submit" disabled={busy} className={BUTTON} data-testid="shop-commission-submit">
            {t('platformShops2.saveRate')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
