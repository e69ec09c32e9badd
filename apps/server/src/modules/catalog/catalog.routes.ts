import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { publicOrigin } from '../../env';
import { addonOn } from '../site';
import { createTtlCache } from '../../lib/ttl-cache';
import { registerCachedEndpoint, registerEndpoint } from '../../plugins/endpoints';
import { brandPage } from './brand.service';
import { categoryInfo, categoryRelevance } from './category.service';
import { catalogConsoleRoutes } from './console/catalog-console.routes';
import { evaluateCount, evaluatePage } from './evaluate.service';
import * as detail from './goods-detail.service';
import { goodsBrands, goodsByIds, goodsPage, recommend, type CategoryTops } from './goods.service';
import * as mine from './member-goods.service';
import { goodsEditRoutes } from './goods-edit/goods-edit.routes';

export function catalogRoutes(app: FastifyInstance) {
  // Anonymous catalogue answers, kept CATALOG_CACHE_MS (docs/decisions/007-catalogue-cache.md).
  const cache = createTtlCache<Buffer>(app.env.CATALOG_CACHE_MS);
  const categoryTops: CategoryTops = createTtlCache(app.env.CATALOG_CACHE_MS, 500);
  // A change shoppers see (a shop closed or renamed, ADR 089; a shop's goods saved, ADR 090; the
  // platform's catalogue console, ADR 092) does not wait out the cache's life.
  app.contentChanged.add(() => {
    cache.clear();
    categoryTops.clear();
  });
  const origin = publicOrigin(app.env);
  const imageOrigin = app.env.PUBLIC_ORIGIN ?? '';
  const cityOn = () => addonOn(app.db, app.env.ADDONS, 'city');
  registerCachedEndpoint(
    app,
    c.goodsPageEndpoint,
    { cache, key: ({ attr: _a, coupon: _c, ...asked }, lang) => `page:${lang}:${JSON.stringify(asked)}` },
    // Without the city addon a city site is no filter (ADR 067).
    async (ctx, body) => goodsPage(ctx, (await cityOn()) ? body : { ...body, website_id: undefined }),
  );
  registerCachedEndpoint(
    app,
    c.goodsBrandsEndpoint,
    {
      cache,
      key: ({ attr: _a, coupon: _c, page: _p, page_size: _s, order: _o, sort: _so, ...asked }) =>
        `brands:${JSON.stringify(asked)}`,
    },
    async (ctx, body) => goodsBrands(ctx, (await cityOn()) ? body : { ...body, website_id: undefined }),
  );
  registerCachedEndpoint(
    app,
    c.goodsDetailEndpoint,
    { cache, key: (b, lang) => `detail:${lang}:${b.sku_id}` },
    (ctx, body) => detail.goodsDetail(ctx, body.sku_id, imageOrigin),
  );
  registerCachedEndpoint(
    app,
    c.goodsRecommendEndpoint,
    { cache, key: (b, lang) => `recommend:${lang}:${JSON.stringify(b)}` },
    (ctx, body) => recommend(ctx, body, categoryTops),
  );
  registerCachedEndpoint(
    app,
    c.goodsListsEndpoint,
    { cache, key: (b, lang) => `lists:${lang}:${b.goods_id_arr.join(',')}` },
    (ctx, body) => goodsByIds(ctx, body.goods_id_arr),
  );
  registerEndpoint(app, c.goodsSkuInfoEndpoint, (ctx, body) => detail.goodsSkuInfo(ctx, body.sku_id));
  registerEndpoint(app, c.goodsQrcodeEndpoint, (ctx, body) =>
    detail.goodsQrcode(ctx, origin, { storage: app.storage, origin: imageOrigin }, body.sku_id),
  );
  // The same three texts for every goods page, the shipping one from the site's setting (issue 35
  // §7), which the platform may change at any time: read each call (the config cache holds it).
  registerEndpoint(app, c.goodsAftersaleEndpoint, (ctx) => detail.aftersalePromises(ctx));
  registerEndpoint(app, c.modifyClicksEndpoint, (ctx, body) => detail.modifyClicks(ctx, body.sku_id));
  registerEndpoint(app, c.brandPageEndpoint, (ctx, body) => brandPage(ctx, body));
  registerCachedEndpoint(
    app,
    c.categoryRelevanceEndpoint,
    { cache, key: (b, lang) => `relevance:${lang}:${b.category_id}` },
    (ctx, body) => categoryRelevance(ctx, body.category_id),
  );
  registerEndpoint(app, c.categoryInfoEndpoint, (ctx, body) => categoryInfo(ctx, body.category_id));
  registerEndpoint(app, c.evaluatePageEndpoint, (ctx, body) => evaluatePage(ctx, body));
  registerEndpoint(app, c.evaluateCountEndpoint, (ctx, body) => evaluateCount(ctx, body.goods_id));
  registerEndpoint(app, c.collectAddEndpoint, (ctx, body) => mine.collect(ctx, body));
  registerEndpoint(app, c.collectDeleteEndpoint, (ctx, body) => mine.uncollect(ctx, body));
  registerEndpoint(app, c.isCollectEndpoint, (ctx, body) => mine.isCollect(ctx, body));
  registerEndpoint(app, c.collectPageEndpoint, (ctx, body) => mine.collectPage(ctx, body));
  registerEndpoint(app, c.browseAddEndpoint, (ctx, body) => mine.browseAdd(ctx, body));
  registerEndpoint(app, c.browsePageEndpoint, (ctx, body) => mine.browsePage(ctx, body));
  registerEndpoint(app, c.browseDeleteEndpoint, (ctx, body) => mine.browseDelete(ctx, body.id));
  catalogConsoleRoutes(app);
  goodsEditRoutes(app);
}
