import { DEFAULT_IMAGE_KEYS, SHIP_WITHIN_HOURS, type ImagesGroup, type SiteGroup } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { parseAddons, installedAddons } from '../addons';
import { updateConfig } from '../config/config.service';
import { siteConfig } from '../site-config.service';
import { saveTranslation, storedTranslations } from '../translation/translation.service';
import { registerSettingsGroup } from './settings-registry';

const OTHER_LANGS = ['zh-cn', 'en-us'] as const;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

async function siteTexts(ctx: RequestContext): Promise<SiteGroup['translations']> {
  const [zh, en] = await Promise.all(OTHER_LANGS.map((l) => storedTranslations(ctx, 'config', ['site_info'], l)));
  const texts = (found: Map<string, Record<string, unknown>> | undefined) => {
    const f = found?.get('site_info') ?? {};
    return { title: str(f.title), desc: str(f.desc), keywords: str(f.keywords) };
  };
  return { 'zh-cn': texts(zh), 'en-us': texts(en) };
}

/** The site's own groups: what it is called and shows, whether it is open, its plugins, its service. */
export function registerSiteSettings(): void {
  registerSettingsGroup({
    group: 'site',
    permission: 'administrator',
    keys: ['site_info'],
    async read(ctx) {
      const i = await siteConfig(ctx.db, 'site_info');
      const { title, logo, desc, keywords, web_phone, web_email, web_qrcode } = i;
      const ship_within_hours = i.ship_within_hours ?? SHIP_WITHIN_HOURS;
      const translations = await siteTexts(ctx);
      return { title, logo, desc, keywords, web_phone, web_email, web_qrcode, ship_within_hours, translations };
    },
    async write(ctx, { translations, ...value }) {
      await updateConfig(ctx.db, 'site_info', (stored) => ({ ...stored, ...value }));
      for (const lang of OTHER_LANGS) await saveTranslation(ctx, 'config', 'site_info', lang, translations[lang]);
    },
  });
  registerSettingsGroup({
    group: 'images',
    permission: 'administrator',
    keys: ['default_img'],
    read: async (ctx) => siteConfig(ctx.db, 'default_img'),
    async write(ctx, value) {
      const images = Object.fromEntries(DEFAULT_IMAGE_KEYS.map((k) => [k, value[k]])) as ImagesGroup;
      await updateConfig(ctx.db, 'default_img', (stored) => ({ ...stored, ...images }));
    },
  });
  registerSettingsGroup({
    group: 'status',
    permission: 'administrator',
    keys: ['site_info'],
    async read(ctx) {
      const { web_status, close_reason } = await siteConfig(ctx.db, 'site_info');
      return { web_status: web_status ? 1 : 0, close_reason };
    },
    async write(ctx, value) {
      await updateConfig(ctx.db, 'site_info', (stored) => ({ ...stored, ...value }));
    },
  });
  registerSettingsGroup({
    group: 'addons',
    permission: 'administrator',
    keys: ['addons'],
    read: async (ctx, env) => ({ installed: [...(await installedAddons(ctx.db, env.ADDONS))] }),
    async write(ctx, value) {
      const installed = parseAddons(value.installed.join(','));
      await updateConfig(ctx.db, 'addons', () => ({ installed }));
    },
  });
  registerSettingsGroup({
    group: 'service',
    permission: 'administrator',
    keys: ['servicer'],
    async read(ctx) {
      const { type, third } = await siteConfig(ctx.db, 'servicer');
      return { type, third };
    },
    async write(ctx, value) {
      await updateConfig(ctx.db, 'servicer', () => ({
        type: value.type,
        third: value.type === 'third' ? value.third : '',
      }));
    },
  });
}
