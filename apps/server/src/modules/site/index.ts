// The site domain's face: all that another domain may use of it (ADR 085).
export { getConfig } from './config/config.service';
export { enforceLimits } from './limits/rate-limit.service';
export { siteConfig, siteText } from './site-config.service';
export {
  applyTranslation,
  saveTranslation,
  storedTranslations,
  translateRows,
  translationsOf,
} from './translation/translation.service';
