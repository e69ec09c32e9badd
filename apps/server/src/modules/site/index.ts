// The site domain's face: all that another domain may use of it (ADR 085).
export { actionPage, logAction, startActionLogSweep, type LoggedAction } from './action-log/action-log.service';
export { noAudit, platformAudit, type Audit } from './action-log/platform-audit';
export { getConfig, updateConfig } from './config/config.service';
export { addonGate, addonOn, installedAddons } from './addons';
export { enforceLimits, withinLimit } from './limits/rate-limit.service';
export { captchaOn, shipWithinHours, shopServices, siteConfig, siteText } from './site-config.service';
export { settingsChanged } from './settings/settings-changed';
export {
  registerSettingsGroup,
  settingsGroup,
  type SettingsEnv,
  type SettingsGroupDef,
} from './settings/settings-registry';
export { registerSiteSettings } from './settings/site-settings';
export {
  applyTranslation,
  saveTranslation,
  storedTranslations,
  termsOf,
  translateRows,
  translationsOf,
  type ContentKind,
} from './translation/translation.service';
