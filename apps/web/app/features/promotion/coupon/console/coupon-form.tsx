import type { SellerCouponType } from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '~/components/ui/text-field';
import { api, isSessionError } from '~/lib/api';
import { marketDay, marketMoment } from '~/lib/format-time';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { BUTTON, formText, PLAIN_BUTTON } from '~/components/console/console-ui';
import { COUPON_CONSOLES, type CouponConsole } from './coupon-consoles';

const DAY = 86_400;

function Choice(props: { name: string; value: string; checked: boolean; label: string; onChange: () => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-[14px] text-body">
      <input type="radio" name={props.name} value={props.value} checked={props.checked} onChange={props.onChange} />
      {props.label}
    </label>
  );
}

/**
 * A coupon type's terms; saving creates it or rewrites it (coupons already received keep theirs).
 * Platform coupons take money off only. The API checks every rule and answers why in the
 * staff member's language.
 */
export function CouponForm({
  type,
  platform,
  where = 'seller',
}: {
  type: SellerCouponType | null;
  platform: boolean;
  where?: CouponConsole;
}) {
  const { t } = useTranslation();
  const calls = COUPON_CONSOLES[where];
  const navigate = useNavigate();
  const [kind, setKind] = useState(type?.type ?? 'reward');
  const [validity, setValidity] = useState(type?.validity_type ?? 0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = formText(new FormData(e.currentTarget));
    const body = {
      coupon_name: text('coupon_name'),
      type: kind,
      money: text('money') || '0',
      discount: text('discount'),
      discount_limit: text('discount_limit') || '0',
      at_least: text('at_least') || '0',
      validity_type: validity,
      // The end date's last second on the marketplace's clock.
      end_time: validity === 0 && text('end_date') ? marketMoment(text('end_date')) + DAY - 1 : 0,
      fixed_term: validity === 1 ? Number(text('fixed_term')) || 0 : 0,
      count: Number(text('count')) || 0,
      max_fetch: Number(text('max_fetch')) || 0,
    };
    setBusy(true);
    const result = type
      ? await api(calls.edit, { ...body, coupon_type_id: type.coupon_type_id })
      : await api(calls.add, body);
    setBusy(false);
    if (!result.ok) return void (isSessionError(result) || setError(result.message));
    void notifySuccess(t('coupons.formSaved'));
    void navigate(`${calls.base}/coupons`);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex max-w-2xl flex-col gap-4 bg-white p-6" noValidate>
      {error && (
        <p role="alert" className="rounded border border-brand/40 bg-brand-soft px-3 py-2 text-[13px] text-brand">
          {error}
        </p>
      )}
      <TextField
        name="coupon_name"
        label={t('coupons.formName')}
        defaultValue={type?.coupon_name}
        maxLength={50}
        required
      />
      {!platform && (
        <fieldset className="flex flex-wrap items-center gap-5">
          <legend className="mb-1.5 text-[13px] font-medium text-ink">{t('coupons.formKind')}</legend>
          <Choice
            name="type"
            value="reward"
            checked={kind === 'reward'}
            label={t('coupons.formReward')}
            onChange={() => setKind('reward')}
          />
          <Choice
            name="type"
            value="discount"
            checked={kind === 'discount'}
            label={t('coupons.formDiscount')}
            onChange={() => setKind('discount')}
          />
        </fieldset>
      )}
      {kind === 'reward' ? (
        <TextField
          name="money"
          label={t('coupons.formMoney')}
          inputMode="decimal"
          defaultValue={type && Number(type.money) > 0 ? String(Number(type.money)) : ''}
        />
      ) : (
        <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
          <TextField
            name="discount"
            label={t('coupons.formRate')}
            inputMode="decimal"
            defaultValue={type?.type === 'discount' ? type.discount : ''}
          />
          <TextField
            name="discount_limit"
            label={t('coupons.formLimit')}
            inputMode="decimal"
            defaultValue={type ? String(Number(type.discount_limit)) : '0'}
          />
        </div>
      )}
      <TextField
        name="at_least"
        label={t('coupons.formAtLeast')}
        inputMode="decimal"
        defaultValue={type ? String(Number(type.at_least)) : '0'}
      />
      <fieldset className="flex flex-wrap items-center gap-5">
        <legend className="mb-1.5 text-[13px] font-medium text-ink">{t('coupons.formValidity')}</legend>
        <Choice
          name="validity_type"
          value="0"
          checked={validity === 0}
          label={t('coupons.formFixed')}
          onChange={() => setValidity(0)}
        />
        <Choice
          name="validity_type"
          value="1"
          checked={validity === 1}
          label={t('coupons.formDays')}
          onChange={() => setValidity(1)}
        />
      </fieldset>
      {validity === 0 ? (
        <TextField
          name="end_date"
          type="date"
          label={t('coupons.formEndDate')}
          defaultValue={type?.end_time ? marketDay(type.end_time) : ''}
        />
      ) : (
        <TextField
          name="fixed_term"
          label={t('coupons.formTerm')}
          inputMode="numeric"
          defaultValue={type?.fixed_term ? String(type.fixed_term) : '7'}
        />
      )}
      <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
        <TextField
          name="count"
          label={t('coupons.formCount')}
          inputMode="numeric"
          defaultValue={String(type?.count ?? 100)}
        />
        <TextField
          name="max_fetch"
          label={t('coupons.formMaxFetch')}
          inputMode="numeric"
          defaultValue={String(type?.max_fetch ?? 1)}
        />
      </div>
      {type && <p className="text-[12px] text-muted">{t('coupons.formKeepTerms')}</p>}
      <div className="flex gap-3">
        <button type="submit" className={BUTTON} disabled={busy}>
          {busy ? t('coupons.formSaving') : t('coupons.formSave')}
        </button>
        <Link to={`${calls.base}/coupons`} className={PLAIN_BUTTON}>
          {t('coupons.formCancel')}
        </Link>
      </div>
    </form>
  );
}
