import {
  SEO_KEYWORDS_MAX,
  SHOP_DESC_MAX,
  SHOP_NAME_MAX,
  WORKING_TIME_MAX,
  sellerShopEditEndpoint,
  sellerShopImageUpload,
  sellerShopStatusEndpoint,
  type Region,
  type SellerShop,
} from '@zay/contract';
import { Store } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { BUTTON, PLAIN_BUTTON } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ErrorLine } from '~/components/ui/form-end';
import { TEXTAREA_CLASS, TextField } from '~/components/ui/text-field';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { api, isSessionError } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { PictureField } from '../join/picture-field';
import { RegionPicker, type RegionIds } from '../join/region-picker';

const PANEL = 'grid gap-4 bg-white p-5';
const TITLE = 'text-[16px] leading-tight-text font-semibold text-ink';

/** Open or closed to shoppers: opening needs a goods on sale; closing is asked first (its goods leave the storefront). */
export function ShopStatusPanel({ shop }: { shop: SellerShop }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const open = shop.shop_status === 1;
  const canOpen = shop.goods_on_sale > 0;
  // Frozen by the platform (ADR 103): the owner reads why and can neither open nor close it.
  if (shop.shop_status === -1)
    return (
      <section className={PANEL} aria-labelledby="shop-status-title" data-testid="shop-status">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="shop-status-title" className={TITLE}>
            {t('shopJoin.statusTitle')}
          </h2>
          <span
            className="rounded bg-[#fef0f0] px-2 py-0.5 text-[13px] leading-tight-text text-brand"
            data-testid="shop-status-name"
          >
            {t('platformShops2.frozen')}
          </span>
        </div>
        <p role="alert" className="text-[13px] leading-text break-words text-body" data-testid="shop-frozen-reason">
          {t('platformShops2.ownerFrozen', { reason: shop.freeze_reason })}
        </p>
      </section>
    );
  return (
    <section className={PANEL} aria-labelledby="shop-status-title" data-testid="shop-status">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="shop-status-title" className={TITLE}>
          {t('shopJoin.statusTitle')}
        </h2>
        <span
          className={`rounded px-2 py-0.5 text-[13px] leading-tight-text ${open ? 'bg-[#f0f9eb] text-[var(--success-text)]' : 'bg-[#f5f5f5] text-muted'}`}
          data-testid="shop-status-name"
        >
          {open ? t('shopJoin.open') : t('shopJoin.closed')}
        </span>
        <span className="text-[13px] text-muted">{t('shopJoin.goodsOnSale', { count: shop.goods_on_sale })}</span>
      </div>
      <p className="text-[13px] leading-text text-body">
        {open ? t('shopJoin.statusOpen') : t('shopJoin.statusClosed')}
      </p>
      {!open && !canOpen && <p className="text-[13px] leading-text text-brand">{t('shopJoin.needGoods')}</p>}
      <div className="flex flex-wrap items-center gap-3">
        {open ? (
          <button
            type="button"
            className={PLAIN_BUTTON}
            disabled={desk.busy}
            onClick={() =>
              ask({
                title: t('shopJoin.closeTitle'),
                description: t('shopJoin.closeText'),
                confirmLabel: t('shopJoin.closeShop'),
                run: () => desk.run(sellerShopStatusEndpoint, { shop_status: 0 }),
              })
            }
          >
            {t('shopJoin.closeShop')}
          </button>
        ) : (
          <button
            type="button"
            className={BUTTON}
            disabled={desk.busy || !canOpen}
            onClick={() => void desk.run(sellerShopStatusEndpoint, { shop_status: 1 })}
          >
            {t('shopJoin.openShop')}
          </button>
        )}
        {open && (
          <a
            href={`/shop-${shop.site_id}`}
            target="_blank"
            rel="noreferrer"
            className="text-[13px] text-brand hover:underline"
          >
            {t('shopJoin.viewShop')}
          </a>
        )}
      </div>
      {dialog}
    </section>
  );
}

/** The shop's profile: name, pictures, telephone, address, working hours, introduction and search words. */
export function ShopProfileForm({ shop, regions }: { shop: SellerShop; regions: Region[] }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [fields, setFields] = useState({
    site_name: shop.site_name,
    logo: shop.logo,
    banner: shop.banner,
    telephone: shop.telephone,
    address: shop.address,
    workingtime: shop.workingtime,
    seo_description: shop.seo_description,
    seo_keywords: shop.seo_keywords,
  });
  const [place, setPlace] = useState<RegionIds>({
    province_id: shop.province_id,
    city_id: shop.city_id,
    district_id: shop.district_id,
  });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setBusy(true);
    const r = await api(sellerShopEditEndpoint, { ...fields, ...place });
    setBusy(false);
    if (!r.ok) return isSessionError(r) ? undefined : setError(r.message);
    void notifySuccess(t('shopJoin.saved'));
    await revalidator.revalidate();
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className={PANEL}
      aria-labelledby="shop-profile-title"
      data-testid="shop-profile"
    >
      <div className="flex items-center gap-2">
        <Store size={18} className="text-brand" aria-hidden />
        <h2 id="shop-profile-title" className={TITLE}>
          {t('shopJoin.profileTitle')}
        </h2>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('shopJoin.shopName')}
          name="site_name"
          required
          maxLength={SHOP_NAME_MAX}
          value={fields.site_name}
          onChange={(e) => set('site_name')(e.target.value)}
        />
        <TextField
          label={t('shopJoin.phone')}
          name="telephone"
          maxLength={20}
          inputMode="tel"
          value={fields.telephone}
          onChange={(e) => set('telephone')(e.target.value)}
        />
        <TextField
          label={t('shopJoin.workingTime')}
          name="workingtime"
          maxLength={WORKING_TIME_MAX}
          placeholder={t('shopJoin.workingTimePlaceholder')}
          value={fields.workingtime}
          onChange={(e) => set('workingtime')(e.target.value)}
        />
        <TextField
          label={t('shopJoin.seoKeywords')}
          name="seo_keywords"
          maxLength={SEO_KEYWORDS_MAX}
          hint={t('shopJoin.seoKeywordsHint')}
          value={fields.seo_keywords}
          onChange={(e) => set('seo_keywords')(e.target.value)}
        />
      </div>
      <div className="grid gap-4">
        <PictureField
          label={t('shopJoin.logo')}
          hint={t('shopJoin.logoHint')}
          endpoint={sellerShopImageUpload}
          value={fields.logo}
          onChange={set('logo')}
          testId="shop-logo-file"
        />
        <PictureField
          label={t('shopJoin.banner')}
          hint={t('shopJoin.bannerHint')}
          endpoint={sellerShopImageUpload}
          value={fields.banner}
          onChange={set('banner')}
          wide
          testId="shop-banner-file"
        />
      </div>
      <div>
        <label htmlFor="shop-description" className="mb-1.5 block text-[13px] leading-tight-text font-medium text-ink">
          {t('shopJoin.introduction')}
        </label>
        <textarea
          id="shop-description"
          name="seo_description"
          rows={4}
          maxLength={SHOP_DESC_MAX}
          value={fields.seo_description}
          onChange={(e) => set('seo_description')(e.target.value)}
          aria-describedby="shop-description-hint"
          className={TEXTAREA_CLASS}
        />
        <p id="shop-description-hint" className="mt-1 text-xs leading-tight-text text-subtle">
          {t('shopJoin.introductionHint')}
        </p>
      </div>
      <RegionPicker top={regions} value={place} onChange={setPlace} />
      <TextField
        label={t('shopJoin.address')}
        name="address"
        required
        maxLength={200}
        value={fields.address}
        onChange={(e) => set('address')(e.target.value)}
      />
      <ErrorLine message={error} />
      <div>
        <button type="submit" disabled={busy} className={BUTTON}>
          {busy ? t('shopJoin.saving') : t('shopJoin.save')}
        </button>
      </div>
    </form>
  );
}
