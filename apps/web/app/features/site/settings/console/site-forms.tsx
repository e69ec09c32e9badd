import { ADDON_NAMES, DEFAULT_IMAGE_KEYS, SERVICER_TYPES, type AddonName, type SettingsValues } from '@zay/contract';
import { useTranslation } from '~/lib/translation';
import {
  AreaField,
  CheckList,
  FieldRow,
  GroupForm,
  ImageField,
  NumberField,
  RadioList,
  TextField,
  useGroupForm,
} from '~/components/console/settings-form';

/** Title, logo, description, keywords, contacts, QR code; the storefront's texts in Chinese and English. */
export function SiteForm({ initial }: { initial: SettingsValues['site'] }) {
  const { t } = useTranslation();
  const form = useGroupForm('site', initial);
  const { value: v, patch } = form;
  const texts = (lang: 'zh-cn' | 'en-us', change: Partial<SettingsValues['site']['translations']['en-us']>) =>
    patch({ translations: { ...v.translations, [lang]: { ...v.translations[lang], ...change } } });
  return (
    <GroupForm group="site" form={form}>
      <FieldRow>
        <TextField
          label={t('platformSettings.siteTitle')}
          value={v.title}
          maxLength={60}
          onChange={(title) => patch({ title })}
          name="title"
        />
        <TextField
          label={t('platformSettings.keywords')}
          value={v.keywords}
          maxLength={200}
          onChange={(keywords) => patch({ keywords })}
        />
      </FieldRow>
      <AreaField
        label={t('platformSettings.desc')}
        value={v.desc}
        maxLength={300}
        onChange={(desc) => patch({ desc })}
      />
      <FieldRow>
        <TextField
          label={t('platformSettings.phone')}
          type="tel"
          value={v.web_phone}
          maxLength={30}
          onChange={(web_phone) => patch({ web_phone })}
        />
        <TextField
          label={t('platformSettings.email')}
          type="email"
          value={v.web_email}
          maxLength={100}
          onChange={(web_email) => patch({ web_email })}
        />
      </FieldRow>
      <NumberField
        label={t('platformSettings.shipWithinHours')}
        value={v.ship_within_hours}
        min={1}
        onChange={(ship_within_hours) => patch({ ship_within_hours })}
        name="ship_within_hours"
      />
      <FieldRow>
        <ImageField label={t('platformSettings.logo')} value={v.logo} onChange={(logo) => patch({ logo })} />
        <ImageField
          label={t('platformSettings.qrcode')}
          value={v.web_qrcode}
          onChange={(web_qrcode) => patch({ web_qrcode })}
        />
      </FieldRow>
      <fieldset className="grid gap-3 rounded border border-line p-4">
        <legend className="px-1 text-[13px] text-muted">{t('platformSettings.translations')}</legend>
        {(['zh-cn', 'en-us'] as const).map((lang) => {
          const name = t(lang === 'zh-cn' ? 'platformSettings.lang_zh' : 'platformSettings.lang_en');
          const x = v.translations[lang];
          return (
            <FieldRow key={lang}>
              <TextField
                label={`${t('platformSettings.siteTitle')} · ${name}`}
                value={x.title}
                maxLength={60}
                onChange={(title) => texts(lang, { title })}
              />
              <TextField
                label={`${t('platformSettings.desc')} · ${name}`}
                value={x.desc}
                maxLength={300}
                onChange={(desc) => texts(lang, { desc })}
              />
              <TextField
                label={`${t('platformSettings.keywords')} · ${name}`}
                value={x.keywords}
                maxLength={200}
                onChange={(keywords) => texts(lang, { keywords })}
              />
            </FieldRow>
          );
        })}
      </fieldset>
    </GroupForm>
  );
}

/** The images shown where a goods, member, shop… has none of its own. */
export function ImagesForm({ initial }: { initial: SettingsValues['images'] }) {
  const { t } = useTranslation();
  const form = useGroupForm('images', initial);
  return (
    <GroupForm group="images" form={form}>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(320px,1fr))] gap-4">
        {DEFAULT_IMAGE_KEYS.map((k) => (
          <ImageField
            key={k}
            label={t(`platformSettings.img_${k}`)}
            value={form.value[k]}
            onChange={(path) => form.patch({ [k]: path })}
          />
        ))}
      </div>
    </GroupForm>
  );
}

/** Open or closed, with the reason shoppers read on /closed. */
export function StatusForm({ initial }: { initial: SettingsValues['status'] }) {
  const { t } = useTranslation();
  const form = useGroupForm('status', initial);
  const { value: v, patch } = form;
  return (
    <GroupForm
      group="status"
      form={form}
      hint={t(initial.web_status ? 'platformSettings.nowOpen' : 'platformSettings.nowClosed')}
    >
      <RadioList
        legend={t('platformSettings.group_status')}
        name="web_status"
        options={[1, 0] as const}
        label={(o) => t(o ? 'platformSettings.siteOpen' : 'platformSettings.siteClosed')}
        value={v.web_status}
        onChange={(web_status) => patch({ web_status })}
      />
      <AreaField
        label={t('platformSettings.closeReason')}
        value={v.close_reason}
        maxLength={200}
        onChange={(close_reason) => patch({ close_reason })}
      />
    </GroupForm>
  );
}

/** Which plugins are installed. */
export function AddonsForm({ initial }: { initial: SettingsValues['addons'] }) {
  const { t } = useTranslation();
  const form = useGroupForm('addons', initial);
  return (
    <GroupForm group="addons" form={form} hint={t('platformSettings.addonsHint')}>
      <CheckList<AddonName>
        legend={t('platformSettings.group_addons')}
        options={ADDON_NAMES}
        label={(a) => t(`platformSettings.addon_${a}`)}
        value={form.value.installed}
        onChange={(installed) => form.patch({ installed })}
      />
    </GroupForm>
  );
}

/** Customer service: off, a third party's page, or the built-in chat. */
export function ServiceForm({ initial }: { initial: SettingsValues['service'] }) {
  const { t } = useTranslation();
  const form = useGroupForm('service', initial);
  const { value: v, patch } = form;
  return (
    <GroupForm group="service" form={form}>
      <RadioList
        legend={t('platformSettings.serviceMode')}
        name="service_type"
        options={SERVICER_TYPES}
        label={(o) => t(`platformSettings.service_${o}`)}
        value={v.type}
        onChange={(type) => patch({ type })}
      />
      {v.type === 'third' && (
        <TextField
          label={t('platformSettings.serviceLink')}
          type="url"
          value={v.third}
          maxLength={300}
          onChange={(third) => patch({ third })}
        />
      )}
    </GroupForm>
  );
}
