import {
  advDetailEndpoint,
  categoryConfigEndpoint,
  categoryTreeEndpoint,
  copyrightEndpoint,
  defaultImagesEndpoint,
  defaultSearchWordsEndpoint,
  FOOTER_HELP_ARTICLES,
  FOOTER_HELP_CLASSES,
  friendlyLinkEndpoint,
  helpClassListEndpoint,
  hotSearchWordsEndpoint,
  navListEndpoint,
  servicerConfigEndpoint,
  shopServiceListEndpoint,
  siteInfoEndpoint,
  wapQrcodeEndpoint,
  type AdvDetail,
  type CategoryNode,
  type FriendlyLink,
  type HelpClass,
  type Lang,
  type NavItem,
  type SiteInfo,
} from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { dataOr, serverApi, type ServerApi } from './api.server';
import { serverI18n } from './i18n.server';
import { categoryName, resolveLang } from './lang';
import { DEFAULT_SITE_TITLE, type AdvSlot, type CategoryItem, type LayoutData, type LinkItem } from './layout-data';
import { imageUrl, parseJsonLink, safeUrl } from './links';

export const TOP_BANNER_KEYWORD = 'NS_PC_TOP_BANNER';

const FALLBACK_SITE: SiteInfo = {
  title: DEFAULT_SITE_TITLE,
  logo: '',
  desc: '',
  keywords: '',
  web_status: 1,
  close_reason: '',
  web_qrcode: '',
  web_phone: '',
  web_email: '',
};

export function toCategoryItems(nodes: CategoryNode[], lang: Lang): CategoryItem[] {
  return nodes.map((node) => ({
    id: node.category_id,
    name: categoryName(node, lang),
    level: node.level,
    image: imageUrl(node.image),
    children: toCategoryItems(node.child_list ?? [], lang),
  }));
}

export function toAdvSlot(detail: AdvDetail | null): AdvSlot {
  const list = (detail?.adv_list ?? [])
    .filter((adv) => adv.adv_image)
    .sort((a, b) => a.slide_sort - b.slide_sort)
    .map((adv) => ({
      id: adv.adv_id,
      title: adv.adv_title,
      image: imageUrl(adv.adv_image),
      url: parseJsonLink(adv.adv_url),
      background: adv.background || detail?.adv_position?.background || '',
    }));
  return { width: detail?.adv_position?.ap_width ?? 0, height: detail?.adv_position?.ap_height ?? 0, list };
}

function toNavLinks(list: NavItem[]): LinkItem[] {
  return list
    .filter((item) => item.is_show)
    .sort((a, b) => a.sort - b.sort)
    .map((item) => ({ id: item.id, title: item.nav_title, url: parseJsonLink(item.nav_url), blank: !!item.is_blank }));
}

function toFriendlyLinks(list: FriendlyLink[]): LinkItem[] {
  return [...list]
    .sort((a, b) => a.link_sort - b.link_sort)
    .map((link) => ({
      id: link.id,
      title: link.link_title,
      url: safeUrl(link.link_url),
      blank: !!link.is_blank,
      image: imageUrl(link.link_pic),
    }));
}

function footerHelp(classes: HelpClass[]): HelpClass[] {
  return classes
    .slice(0, FOOTER_HELP_CLASSES)
    .map((c) => ({ ...c, child_list: c.child_list.slice(0, FOOTER_HELP_ARTICLES) }));
}

export function splitWords(words: string): string[] {
  return words
    .split(/[,，]/)
    .map((w) => w.trim())
    .filter(Boolean);
}

function fetchChrome(call: ServerApi) {
  const all = { page: 1, page_size: 0 };
  return Promise.all([
    call(siteInfoEndpoint, {}),
    call(copyrightEndpoint, {}),
    call(defaultImagesEndpoint, {}),
    call(wapQrcodeEndpoint, {}),
    call(servicerConfigEndpoint, {}),
    call(categoryConfigEndpoint, {}),
    call(categoryTreeEndpoint, { level: 3 }),
    call(navListEndpoint, all),
    call(hotSearchWordsEndpoint, {}),
    call(defaultSearchWordsEndpoint, {}),
    call(friendlyLinkEndpoint, all),
    call(helpClassListEndpoint, {}),
    call(shopServiceListEndpoint, {}),
    call(advDetailEndpoint, { keyword: TOP_BANNER_KEYWORD }),
  ]);
}

type Layout = Omit<LayoutData, 'member'>;

/**
 * The chrome is the same for every shopper of a language, and the API's own settings cache
 * already allows 3 s of staleness; reusing it for that long spares each page 14 API calls.
 * Only complete answers are kept (a failed call is retried by the next page).
 */
const LAYOUT_CACHE_MS = 3000;
const layoutCache = new Map<string, { at: number; loading: Promise<{ layout: Layout; complete: boolean }> }>();

export function loadLayoutData(request: Request, context: AppLoadContext): Promise<Layout> {
  const key = `${resolveLang(request)}|${new URL(request.url).origin}`;
  const hit = layoutCache.get(key);
  if (hit && Date.now() - hit.at < LAYOUT_CACHE_MS) return hit.loading.then((r) => r.layout);
  const loading = fetchLayoutData(request, context);
  layoutCache.set(key, { at: Date.now(), loading });
  loading.then(
    (r) => r.complete || layoutCache.delete(key),
    () => layoutCache.delete(key),
  );
  return loading.then((r) => r.layout);
}

/** All chrome calls run in parallel; the ones SPEC §8 names report their failure as a toast. */
async function fetchLayoutData(request: Request, context: AppLoadContext) {
  const lang = resolveLang(request);
  const results = await fetchChrome(serverApi(request, context, lang));
  const [site, copyright, images, qrcode, servicer, config, tree, nav, hot, words, links, help, services, banner] =
    results;
  const errors: string[] = [];
  const i18n = serverI18n(lang);
  const info = dataOr(site, FALLBACK_SITE);
  const emptyPage = { list: [], count: 0, page_count: 1 };
  const layout: Layout = {
    lang,
    origin: new URL(request.url).origin,
    site: { ...info, title: info.title || DEFAULT_SITE_TITLE, logo: imageUrl(info.logo) },
    copyright: dataOr(copyright, null),
    defaultImages: dataOr(images, null),
    wapQrcode: dataOr(qrcode, { url: '', img: '' }).img,
    servicer: dataOr(servicer, { type: 'none', third: '' }),
    cartCount: 0,
    categoryConfig: dataOr(config, { category: 1, img: 0 }, errors),
    categories: toCategoryItems(dataOr(tree, [], errors), lang),
    nav: toNavLinks(dataOr(nav, emptyPage, errors).list),
    hotWords: splitWords(dataOr(hot, { words: '' }).words),
    defaultWord: splitWords(dataOr(words, { words: '' }).words)[0] ?? '',
    friendlyLinks: toFriendlyLinks(dataOr(links, emptyPage, errors).list),
    helpClasses: footerHelp(dataOr(help, [])),
    shopServices: dataOr(services, []),
    labels: { notFound: i18n.t('notFound.title'), error: i18n.t('error.title') },
    topBanner: toAdvSlot(dataOr(banner, null)).list[0] ?? null,
    // A closed site refuses every call but site info; those refusals are not news to the shopper.
    errors: info.web_status ? errors : [],
  };
  return { layout, complete: results.every((r) => r.ok) };
}
