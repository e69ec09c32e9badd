import { platformBrandSaveEndpoint, type ConsoleBrand } from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BUTTON, FORM_INPUT, FORM_LABEL, PLAIN_BUTTON } from '~/components/console/console-ui';
import { ErrorLine } from '~/components/ui/form-end';
import { TEXTAREA_CLASS } from '~/components/ui/text-field';
import { api, isSessionError } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { ImageField } from '~/components/console/image-field';

/** A brand's form: name, initial, logo, banner, description, order, recommended. `brand` null adds one. */
export function BrandForm({ brand, back }: { brand: ConsoleBrand | null; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [logo, setLogo] = useState(brand?.image_url ?? '');
  const [banner, setBanner] = useState(brand?.banner ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    const r = await api(platformBrandSaveEndpoint, {
      ...(brand ? { brand_id: brand.brand_id } : {}),
      brand_name: text('brand_name'),
      brand_initial: text('brand_initial'),
      image_url: logo,
      banner,
      brand_desc: text('brand_desc'),
      sort: Number(text('sort')) || 0,
      is_recommend: form.get('is_recommend') ? 1 : 0,
    });
    setBusy(false);
    if (!r.ok) {
      if (!isSessionError(r)) setError(r.message);
      return;
    }
    setError('');
    void notifySuccess(t('platformCatalogue.saved'));
    await navigate(back, { preventScrollReset: true });
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="brand-form-title"
      className="mb-4 grid gap-4 bg-white p-5"
      data-testid="brand-form"
    >
      <h2 id="brand-form-title" className="text-[16px] leading-tight-text font-semibold text-ink">
        {brand ? t('platformCatalogue.editBrand') : t('platformCatalogue.newBrand')}
      </h2>
      <div className="grid grid-cols-3 gap-4">
        <label className={FORM_LABEL}>
          {t('platformCatalogue.brandName')}
          <input
            name="brand_name"
            required
            maxLength={50}
            defaultValue={brand?.brand_name}
            className={FORM_INPUT}
            autoFocus
          />
        </label>
        <label className={FORM_LABEL}>
          {t('platformCatalogue.initial')}
          <input name="brand_initial" maxLength={1} defaultValue={brand?.brand_initial} className={FORM_INPUT} />
        </label>
        <label className={FORM_LABEL}>
          {t('platformCatalogue.sort')}
          <input
            name="sort"
            type="number"
            min={0}
            max={99_999}
            defaultValue={brand?.sort ?? 0}
            className={FORM_INPUT}
          />
        </label>
        <label className={`${FORM_LABEL} col-span-3`}>
          {t('platformCatalogue.description')}
          <textarea
            name="brand_desc"
            rows={2}
            maxLength={500}
            defaultValue={brand?.brand_desc}
            className={TEXTAREA_CLASS}
          />
        </label>
      </div>
      <div className="flex flex-wrap gap-8">
        <ImageField label={t('platformCatalogue.logo')} value={logo} onChange={setLogo} />
        <ImageField label={t('platformCatalogue.banner')} value={banner} onChange={setBanner} />
      </div>
      <label className="flex items-center gap-2 text-[14px] text-body">
        <input type="checkbox" name="is_recommend" defaultChecked={brand?.is_recommend === 1} />
        {t('platformCatalogue.isRecommend')}
      </label>
      <ErrorLine message={error} />
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className={BUTTON}>
          {t('platformCatalogue.save')}
        </button>
        <button
          type="button"
          className={PLAIN_BUTTON}
          onClick={() => void navigate(back, { preventScrollReset: true })}
        >
          {t('platformCatalogue.cancel')}
        </button>
      </div>
    </form>
  );
}
