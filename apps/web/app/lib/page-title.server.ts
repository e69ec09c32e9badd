import { serverI18n } from './i18n.server';
import { resolveLang } from './lang';

/** The translated name of a page (locale key `pages.<key>`), for titles rendered by loaders. */
export function pageTitle(request: Request, key: string): string {
  const i18n = serverI18n(resolveLang(request));
  // Keys come from URLs, so they are checked at run time rather than typed.
  const path = `pages.${key}` as 'pages.index';
  const title: unknown = i18n.t(i18n.exists(path) ? path : 'pages.generic');
  return typeof title === 'string' ? title : '';
}

/** The title of a page named by its path alone: `/member/order_list` → `pages.member_order_list`. */
export function pathTitle(request: Request): string {
  const key = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '').replace(/\//g, '_') || 'index';
  return pageTitle(request, key);
}
