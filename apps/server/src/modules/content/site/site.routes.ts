import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { publicOrigin } from '../../../env';
import { addonHasCalls } from '../../../lib/api-paths';
import { createTtlCache } from '../../../lib/ttl-cache';
import { registerCachedEndpoint, registerEndpoint } from '../../../plugins/endpoints';
import { helpClassesWithArticles } from '../cms/help.service';
import { categoryTree } from '../../catalog';
import type { RequestContext } from '../../../lib/context';
import { storefrontLayout } from './layout.service';
import * as site from './site.service';
import {
  captchaOn,
  installedAddons,
  platformAudit,
  shipWithinHours,
  shopServices,
  siteConfig,
  siteText,
} from '../../site';
import { contentChanged } from '../../../lib/content-changed';
import { requireStaff } from '../../../plugins/seller-auth';
import * as decorate from './decorate.service';

export function siteRoutes(app: FastifyInstance) {
  const env = app.env;
  const qrcodes = { storage: app.storage, origin: env.PUBLIC_ORIGIN ?? '' };
  // Pages show a discreet "demo payments" mark while anyone can confirm their own payment (ADR 020).
  const demoPayments = env.WALLET_PROVIDER === 'sandbox' ? 1 : 0;
  const siteInfo = async (ctx: RequestContext) => ({
    ...(await siteText(ctx, 'site_info')),
    demo_payments: demoPayments,
    ship_within_hours: await shipWithinHours(ctx.db),
  });
  registerEndpoint(app, c.siteInfoEndpoint, siteInfo);
  // Links to the pages of addons not installed are left out of the navigation (ADR 076); the
  // platform switches plugins at run time (ADR 091), so this is read on each call.
  const hiddenPages = async (ctx: RequestContext) => site.missingAddonPages(await installedAddons(ctx.db, env.ADDONS));
  registerEndpoint(app, c.layoutEndpoint, async (ctx) =>
    storefrontLayout(ctx, await siteInfo(ctx), {
      origin: publicOrigin(env),
      qrcodes,
      hiddenPages: await hiddenPages(ctx),
    }),
  );
  registerEndpoint(app, c.websiteByAddressEndpoint, (ctx, body) => site.websiteByAddress(ctx, body));
  registerEndpoint(app, c.copyrightEndpoint, (ctx) => siteConfig(ctx.db, 'copyright'));
  registerEndpoint(app, c.wapQrcodeEndpoint, () => site.wapQrcode(publicOrigin(env), qrcodes));
  registerEndpoint(app, c.defaultImagesEndpoint, (ctx) => siteConfig(ctx.db, 'default_img'));
  registerEndpoint(app, c.advDetailEndpoint, (ctx, body) => site.advDetail(ctx, body.keyword));
  // Reports what the API enforces: registration and every SMS send always check a captcha while
  // captchas are on (they guard against bots and SMS pumping); password login follows the setting.
  registerEndpoint(app, c.captchaConfigEndpoint, async (ctx) =>
    (await captchaOn(ctx.db, env.CAPTCHA_ENABLED))
      ? { login: (await siteConfig(ctx.db, 'captcha_config')).login, register: 1, find_password: 1 }
      : { login: 0, register: 0, find_password: 0 },
  );
  registerEndpoint(app, c.shopServiceListEndpoint, (ctx) => shopServices(ctx));
  registerEndpoint(app, c.servicerConfigEndpoint, (ctx) => siteConfig(ctx.db, 'servicer'));
  registerEndpoint(app, c.friendlyLinkEndpoint, (ctx, body) => site.friendlyLinkPage(ctx, body));
  registerEndpoint(app, c.navListEndpoint, async (ctx, body) => site.navPage(ctx, body, await hiddenPages(ctx)));
  // The home floors are an anonymous catalogue answer like the goods pages, kept as long
  // (CATALOG_CACHE_MS, docs/decisions/007-catalogue-cache.md). Floor titles and texts are
  // translated (ADR 057), so there is one answer per language; floors are not per city site; the
  // key holds the parsed body, so a site field added to it splits.
  const floorCache = createTtlCache<Buffer>(env.CATALOG_CACHE_MS, 16);
  // Floors name categories, brands and goods: a platform change (ADR 092) or a shop's goods save
  // (ADR 090) starts them afresh.
  app.contentChanged.add(() => floorCache.clear());
  registerCachedEndpoint(
    app,
    c.floorsEndpoint,
    {
      cache: floorCache,
      key: (b, lang) => `floors:${lang}:${JSON.stringify(b)}`,
    },
    (ctx) => site.floors(ctx),
  );
  registerEndpoint(app, c.hotSearchWordsEndpoint, (ctx) => siteText(ctx, 'hot_search_words'));
  registerEndpoint(app, c.defaultSearchWordsEndpoint, (ctx) => siteText(ctx, 'default_search_words'));
  registerEndpoint(app, c.floatLayerEndpoint, (ctx) => site.floatLayer(ctx));
  registerEndpoint(app, c.categoryConfigEndpoint, (ctx) => siteConfig(ctx.db, 'category_config'));
  // Clients hide a feature by this answer: 1 only for an addon that is installed and whose calls exist.
  registerEndpoint(app, c.addonsEndpoint, async (ctx) => {
    const installed = await installedAddons(ctx.db, env.ADDONS);
    return Object.fromEntries(
      // City sites' calls are the core's own (address/city, website/*), registered here.
      c.ADDON_NAMES.map((name) => [name, installed.has(name) && (name === 'city' || addonHasCalls(app, name)) ? 1 : 0]),
    );
  });
  registerEndpoint(app, c.regionListEndpoint, (ctx, body) => site.regions(ctx, body.pid));
  registerEndpoint(app, c.cityListEndpoint, (ctx) => site.cities(ctx));
  registerEndpoint(app, c.citySiteListEndpoint, (ctx) => site.citySites(ctx));
  registerEndpoint(app, c.categoryTreeEndpoint, (ctx, body) => categoryTree(ctx, body.level));
  registerEndpoint(app, c.helpClassListEndpoint, (ctx) => helpClassesWithArticles(ctx));

  // The platform's decoration (ADR 104): a draft shoppers see only through its preview token;
  // publishing tells every process's caches (`contentChanged`, ADR 094).
  registerEndpoint(app, c.platformDecorateGetEndpoint, (ctx) => decorate.decorateState(ctx));
  registerEndpoint(app, c.platformDecorateSaveEndpoint, (ctx, body, req) =>
    decorate.saveDecorateDraft(ctx, requireStaff(req), body.decoration, platformAudit(req)),
  );
  registerEndpoint(app, c.platformDecorateDiscardEndpoint, (ctx, _body, req) =>
    decorate.discardDecorateDraft(ctx, platformAudit(req)),
  );
  registerEndpoint(app, c.platformDecoratePublishEndpoint, async (ctx, _body, req) =>
    contentChanged(app, await decorate.publishDecoration(ctx, platformAudit(req))),
  );
  registerEndpoint(app, c.decoratePreviewEndpoint, (ctx, body) => decorate.decoratePreview(ctx, body.preview));
}
