import {
  addonsEndpoint,
  cityListEndpoint,
  decoratePreviewEndpoint,
  citySiteListEndpoint,
  DEFAULT_SITE_INFO,
  EMPTY_CHROME,
  FOOTER_HELP_ARTICLES,
  FOOTER_HELP_CLASSES,
  layoutEndpoint,
  linkText,
  type AdvDetail,
  type FriendlyLink,
  type HelpClass,
  type Lang,
  type Layout as LayoutAnswer,
  type NavItem,
} from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import { dataOr, serverApi } from './api.server';
import { cityValue, requestCity } from './city';
import { serverI18n } from './i18n.server';
import { toCategoryItems, twoLevels } from './category-items';
import { resolveLang } from './lang';
import { DEFAULT_SITE_TITLE, type AdvSlot, type CategoryItem, type LayoutData, type LinkItem } from './layout-data';
import { imageUrl, safeUrl } from './links';

/** A link target (`nav_url`, `adv_url`), read here on the server: the codec brings zod with it. */
export function parseJsonLink(value: string | null | undefined): string {
  if (!value) return '';
  const link = linkText.decode(value);
  // Not JSON of a link: a shop admin's plain path or URL (other JSON is never a safe URL anyway).
  if (link === undefined) return safeUrl(value);
  return safeUrl(typeof link === 'string' ? link : link.url);
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

type Layout = Omit<LayoutData, 'member'>;
type Chrome = Omit<Layout, 'origin' | 'city'>;

/**
 * The chrome is the same for every shopper of a language, and the API's own settings cache
 * already allows 3 s of staleness; reusing it for that long spares each page its layout call.
 * Keyed by language only, so the cache has three entries whatever a request's Host says; only a
 * successful answer is kept (a failure is retried by the next page). A save by the platform
 * (`contentVersion`) starts it afresh, so staff see their change on the next page.
 */
const LAYOUT_CACHE_MS = 3000;
/** City names by region id, in the chrome's language; null when the city addon is off. */
type CityTitles = Map<number, string> | null;
type Loaded = { chrome: Chrome; tree: CategoryItem[]; cities: CityTitles; complete: boolean };
const layoutCache = new Map<Lang, { at: number; version?: number; loading: Promise<Loaded> }>();

/**
 * The origin pages name in canonical links: the configured public address, not the request's
 * Host header, which anyone can set.
 */
function siteOrigin(request: Request): string {
  return process.env.PUBLIC_ORIGIN?.replace(/\/+$/, '') || new URL(request.url).origin;
}

function loadChrome(request: Request, context: AppLoadContext): Promise<Loaded> {
  const lang = resolveLang(request);
  const hit = layoutCache.get(lang);
  const version = context.contentVersion;
  if (hit && hit.version === version && Date.now() - hit.at < LAYOUT_CACHE_MS) return hit.loading;
  const loading = fetchChrome(request, context, lang);
  layoutCache.set(lang, { at: Date.now(), version, loading });
  const forget = () => layoutCache.get(lang)?.loading === loading && layoutCache.delete(lang);
  loading.then((r) => r.complete || forget(), forget);
  return loading;
}

/** The token of the platform's draft a page is previewed with (`?preview=…`, ADR 104), or ''. */
export function previewToken(request: Request): string {
  return (new URL(request.url).searchParams.get('preview') ?? '').slice(0, 64);
}

/**
 * The chrome with the draft's menus, links, search words and top banner in place of the
 * published ones, while `?preview=` holds a live token (ADR 104); the published chrome otherwise.
 */
async function previewChrome(request: Request, context: AppLoadContext, chrome: Chrome): Promise<Chrome> {
  const preview = previewToken(request);
  if (!preview) return chrome;
  const result = await serverApi(request, context, chrome.lang)(decoratePreviewEndpoint, { preview });
  if (!result.ok) return { ...chrome, errors: [...chrome.errors, result.message] };
  const p = result.data;
  const banner = p.adverts.NS_PC_TOP_BANNER ?? [];
  return {
    ...chrome,
    nav: toNavLinks(p.nav),
    hotWords: splitWords(p.hot_search_words),
    defaultWord: splitWords(p.default_search_words)[0] ?? '',
    friendlyLinks: toFriendlyLinks(p.friendly_links),
    topBanner: toAdvSlot({ adv_position: null, adv_list: banner }).list[0] ?? null,
  };
}

/** The chrome of every page; its category tree goes down to level 2 (category-items.ts `twoLevels`). */
export async function loadLayoutData(request: Request, context: AppLoadContext): Promise<Layout> {
  const loaded = await loadChrome(request, context);
  const { cities } = loaded;
  const chrome = await previewChrome(request, context, loaded.chrome);
  const chosen = requestCity(request);
  const city = {
    enabled: cities !== null,
    title: cities?.get(chosen.regionId) ?? '',
    value: cityValue(chosen),
  };
  return { ...chrome, city, origin: siteOrigin(request) };
}

/** The whole category tree, from the same answer: for the pages that show all of it. */
export async function loadCategoryTree(request: Request, context: AppLoadContext): Promise<CategoryItem[]> {
  return (await loadChrome(request, context)).tree;
}

const EMPTY_LAYOUT: LayoutAnswer = { site: DEFAULT_SITE_INFO, ...EMPTY_CHROME };

/** One call (pc/layout); a failure is shown once as a toast (SPEC §8) and the page keeps a bare chrome. */
/** The names the header may show for a chosen city: districts and the city sites' areas. */
async function fetchCityTitles(call: ReturnType<typeof serverApi>): Promise<CityTitles> {
  const addons = await call(addonsEndpoint, {});
  if (!addons.ok || !addons.data.city) return null;
  const [cities, sites] = await Promise.all([call(cityListEndpoint, {}), call(citySiteListEndpoint, {})]);
  return new Map([
    ...dataOr(cities, []).map((c) => [c.id, c.title] as const),
    ...dataOr(sites, []).map((s) => [s.site_area_id, s.site_area_name] as const),
  ]);
}

async function fetchChrome(request: Request, context: AppLoadContext, lang: Lang) {
  const call = serverApi(request, context, lang);
  const [result, cities] = await Promise.all([call(layoutEndpoint, {}), fetchCityTitles(call)]);
  const errors: string[] = [];
  const answer = dataOr(result, EMPTY_LAYOUT, errors);
  const i18n = serverI18n(lang);
  const info = answer.site;
  const tree = toCategoryItems(answer.category_tree, lang);
  const chrome: Chrome = {
    lang,
    site: { ...info, title: info.title || DEFAULT_SITE_TITLE, logo: imageUrl(info.logo) },
    copyright: answer.copyright,
    defaultImages: answer.default_images,
    wapQrcode: answer.wap_qrcode?.img ?? '',
    servicer: answer.servicer ?? { type: 'none', third: '' },
    cartCount: 0,
    categoryConfig: answer.category_config ?? { category: 1, img: 0 },
    categories: twoLevels(tree),
    nav: toNavLinks(answer.nav),
    hotWords: splitWords(answer.hot_search_words),
    defaultWord: splitWords(answer.default_search_words)[0] ?? '',
    friendlyLinks: toFriendlyLinks(answer.friendly_links),
    helpClasses: footerHelp(answer.help_classes),
    shopServices: answer.shop_services,
    labels: { notFound: i18n.t('notFound.title'), error: i18n.t('error.title') },
    topBanner: toAdvSlot(answer.top_banner).list[0] ?? null,
    errors,
  };
  return { chrome, tree, cities, complete: result.ok };
}
