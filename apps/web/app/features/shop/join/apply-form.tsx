import {
  CONTACT_NAME_MAX,
  SHOP_DESC_MAX,
  SHOP_NAME_MAX,
  shopApplyEndpoint,
  shopApplyLogoUpload,
  shopResubmitEndpoint,
  type Region,
  type ShopApplication,
  type ShopApplyInfo,
} from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { FormEnd } from '~/components/ui/form-end';
import { INPUT_CLASS, TEXTAREA_CLASS, TextField } from '~/components/ui/text-field';
import { api } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { PictureField } from './picture-field';
import { RegionPicker, type RegionIds } from './region-picker';

const SECTION = 'grid gap-4 border-t border-line pt-5 first:border-0 first:pt-0';
const LEGEND = 'mb-1 text-[15px] leading-tight-text font-semibold text-ink';

function initial(a: ShopApplication | null) {
  return {
    shop_name: a?.shop_name ?? '',
    category_id: a?.category_id ?? 0,
    contact_name: a?.contact_name ?? '',
    contact_mobile: a?.contact_mobile ?? '',
    address: a?.address ?? '',
    description: a?.description ?? '',
    logo: a?.logo ?? '',
  };
}

/**
 * The application to open a shop: the shop, its contact and address, its logo, and the terms. A
 * refused application (`refused`) comes back filled in, to be fixed and sent again.
 */
export function ApplyForm({
  categories,
  regions,
  refused,
}: {
  categories: ShopApplyInfo['categories'];
  regions: Region[];
  refused: ShopApplication | null;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [fields, setFields] = useState(() => initial(refused));
  const [place, setPlace] = useState<RegionIds>({
    province_id: refused?.province_id ?? 0,
    city_id: refused?.city_id ?? 0,
    district_id: refused?.district_id ?? 0,
  });
  const [agree, setAgree] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (value: string | number) => setFields((f) => ({ ...f, [name]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!agree) return setError(t('shopJoin.termsNeeded'));
    setError('');
    setBusy(true);
    const body = { ...fields, ...place, agree: 1 as const };
    const r = refused
      ? await api(shopResubmitEndpoint, { ...body, apply_id: refused.apply_id })
      : await api(shopApplyEndpoint, body);
    setBusy(false);
    if (!r.ok) return setError(r.message);
    void notifySuccess(t('shopJoin.sent'));
    await revalidator.revalidate();
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex max-w-[720px] flex-col gap-5"
      data-testid="apply-form"
    >
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('shopJoin.sectionShop')}</legend>
        <TextField
          label={t('shopJoin.shopName')}
          name="shop_name"
          required
          maxLength={SHOP_NAME_MAX}
          value={fields.shop_name}
          onChange={(e) => set('shop_name')(e.target.value)}
          hint={t('shopJoin.shopNameHint')}
        />
        <div>
          <label htmlFor="apply-category" className="mb-1.5 block text-[13px] leading-tight-text font-medium text-ink">
            {t('shopJoin.category')}
          </label>
          <select
            id="apply-category"
            name="category_id"
            required
            value={fields.category_id ? String(fields.category_id) : ''}
            onChange={(e) => set('category_id')(Number(e.target.value) || 0)}
            className={`${INPUT_CLASS} border-[#d4d4d4]`}
          >
            <option value="">{t('shopJoin.chooseCategory')}</option>
            {categories.map((c) => (
              <option key={c.category_id} value={String(c.category_id)}>
                {c.category_name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label
            htmlFor="apply-description"
            className="mb-1.5 block text-[13px] leading-tight-text font-medium text-ink"
          >
            {t('shopJoin.description')}
          </label>
          <textarea
            id="apply-description"
            name="description"
            rows={4}
            maxLength={SHOP_DESC_MAX}
            value={fields.description}
            onChange={(e) => set('description')(e.target.value)}
            aria-describedby="apply-description-hint"
            className={TEXTAREA_CLASS}
          />
          <p id="apply-description-hint" className="mt-1 text-xs leading-tight-text text-subtle">
            {t('shopJoin.descriptionHint', { count: fields.description.length, max: SHOP_DESC_MAX })}
          </p>
        </div>
        <PictureField
          label={t('shopJoin.logo')}
          hint={t('shopJoin.logoHint')}
          endpoint={shopApplyLogoUpload}
          value={fields.logo}
          onChange={set('logo')}
          testId="apply-logo-file"
        />
      </fieldset>
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('shopJoin.sectionContact')}</legend>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t('shopJoin.contactName')}
            name="contact_name"
            required
            maxLength={CONTACT_NAME_MAX}
            autoComplete="name"
            value={fields.contact_name}
            onChange={(e) => set('contact_name')(e.target.value)}
          />
          <TextField
            label={t('shopJoin.contactMobile')}
            name="contact_mobile"
            required
            maxLength={20}
            inputMode="tel"
            autoComplete="tel"
            value={fields.contact_mobile}
            onChange={(e) => set('contact_mobile')(e.target.value)}
            hint={t('shopJoin.mobileHint')}
          />
        </div>
      </fieldset>
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t('shopJoin.sectionAddress')}</legend>
        <RegionPicker top={regions} value={place} onChange={setPlace} />
        <TextField
          label={t('shopJoin.address')}
          name="address"
          required
          maxLength={200}
          autoComplete="street-address"
          value={fields.address}
          onChange={(e) => set('address')(e.target.value)}
        />
      </fieldset>
      <label className="flex items-start gap-2 rounded bg-[#fafafa] p-3 text-[13px] leading-text text-body">
        <input
          type="checkbox"
          name="agree"
          checked={agree}
          onChange={(e) => setAgree(e.target.checked)}
          className="mt-1 shrink-0"
        />
        <span>{t('shopJoin.terms')}</span>
      </label>
      <FormEnd
        error={error}
        busy={busy}
        label={busy ? t('shopJoin.sending') : refused ? t('shopJoin.resend') : t('shopJoin.send')}
      />
    </form>
  );
}
