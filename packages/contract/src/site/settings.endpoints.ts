import { chatUploadResultSchema } from '../chat/chat.schemas';
import { defineEndpoint, emptyBodySchema } from '../common/endpoint';
import { settingsSaveBodySchema, settingsSchema } from './settings.schemas';

/*
 * The platform console's site settings (issue 31, ADR 091), `auth: 'platform'`: the calls need
 * `settings` (ADR 087), and each group its own permission besides (site, status, plugins,
 * registration, service: administrator; payment and withdrawals: finance; points and levels:
 * operations), checked by the server per group.
 */

/** Every group the staff member may change, as it is in effect now. */
export const platformSettingsEndpoint = defineEndpoint({
  path: '/platform/api/settings/get',
  body: emptyBodySchema,
  response: settingsSchema,
  auth: 'platform',
  permission: 'settings',
});

/** Saves one group whole (or nothing), logs its before and after, and answers the settings again. */
export const platformSettingsSaveEndpoint = defineEndpoint({
  path: '/platform/api/settings/save',
  body: settingsSaveBodySchema,
  response: settingsSchema,
  auth: 'platform',
  permission: 'settings',
  message: 'SETTINGS_SAVED',
});

/** The most a site image (logo, QR code, default image) may weigh. */
export const SITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A site image (multipart field `file`: jpeg/png/webp), re-encoded and stored; answers its `pic_path` (administrator). */
export const platformSiteImageUpload = {
  path: '/platform/api/upload/site',
  field: 'file',
  response: chatUploadResultSchema,
  auth: 'platform',
  permission: 'administrator',
} as const;
