import type { Messages } from './i18n';
import { serverI18n } from './i18n.server';
import { resolveLang } from './lang';

type PagePath = `pages.${keyof Messages['pages'] & string}`;

/** The translated name of a page (locale key `pages.<key>`), for titles rendered by loaders. */
export function pageTitle(request: Request, key: string): string {
  const i18n = serverI18n(resolveLang(request));
  const path = `pages.${key}` as PagePath;
  return i18n.exists(path) ? i18n.t(path) : i18n.t('pages.generic');
}
