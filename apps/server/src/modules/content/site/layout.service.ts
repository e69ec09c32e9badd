import { EMPTY_CHROME, type Layout, type SiteInfo } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import type { QrcodeStore } from '../../../lib/qrcode';
import { categoryTree } from '../../catalog';
import { helpClassesWithArticles } from '../cms/help.service';
import { shopServices, siteConfig, siteText } from '../../site';
import { advDetail, friendlyLinkPage, navPage, wapQrcode } from './site.service';

/** The advert position of the banner above every storefront page. */
export const TOP_BANNER_KEYWORD = 'NS_PC_TOP_BANNER';

/**
 * The storefront chrome in one answer: the same data as the fourteen calls it replaces for Zay's
 * web (website/info, config/*, goodscategory/tree, pc/navList, …), read in parallel.
 */
export async function storefrontLayout(
  ctx: RequestContext,
  site: SiteInfo,
  opts: { origin: string; qrcodes: QrcodeStore; hiddenPages: readonly string[] },
): Promise<Layout> {
  if (!site.web_status) return { site, ...EMPTY_CHROME };
  const all = { page: 1, page_size: 0 };
  const [copyright, images, qrcode, servicer, config, tree, nav, hot, words, links, help, services, banner] =
    await Promise.all([
      siteConfig(ctx.db, 'copyright'),
      siteConfig(ctx.db, 'default_img'),
      wapQrcode(opts.origin, opts.qrcodes),
      siteConfig(ctx.db, 'servicer'),
      siteConfig(ctx.db, 'category_config'),
      categoryTree(ctx, 3),
      navPage(ctx, all, opts.hiddenPages),
      siteText(ctx, 'hot_search_words'),
      siteText(ctx, 'default_search_words'),
      friendlyLinkPage(ctx, all),
      helpClassesWithArticles(ctx),
      shopServices(ctx),
      advDetail(ctx, TOP_BANNER_KEYWORD),
    ]);
  return {
    site,
    copyright,
    default_images: images,
    wap_qrcode: { url: qrcode.url, img: qrcode.img },
    servicer,
    category_config: config,
    category_tree: tree,
    nav: nav.list,
    hot_search_words: hot.words,
    default_search_words: words.words,
    friendly_links: links.list,
    help_classes: help,
    shop_services: services,
    top_banner: banner,
  };
}
