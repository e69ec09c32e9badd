import { z } from 'zod';
import { defineEndpoint, emptyBodySchema, followEndpoints, pageEndpoint } from '../common/endpoint';
import { pageOf } from '../common/paging';
import * as c from './catalog.schemas';
import * as g from './goods.schemas';

/** Goods list and search: one row per goods (its default SKU), only what shoppers may see. */
export const goodsPageEndpoint = defineEndpoint({
  path: '/api/goodssku/page',
  body: g.goodsPageBodySchema,
  response: pageOf(g.goodsListItemSchema),
  auth: 'none',
});

/** The goods page: the SKU with its goods and the shop card; unknown or hidden → GOODS_NOT_FOUND. */
export const goodsDetailEndpoint = defineEndpoint({
  path: '/api/goodssku/detail',
  body: g.skuIdBodySchema,
  response: g.goodsDetailSchema,
  auth: 'none',
});

/** The live price and stock of a SKU, for switching specs. */
export const goodsSkuInfoEndpoint = defineEndpoint({
  path: '/api/goodssku/info',
  body: g.skuIdBodySchema,
  response: g.goodsSkuInfoSchema,
  auth: 'none',
});

/** Goods by id (their default SKU) in the order asked; ids of goods a shopper may not see are left out. */
export const goodsListsEndpoint = defineEndpoint({
  path: '/api/goodssku/lists',
  body: g.goodsListsBodySchema,
  response: z.array(g.goodsListItemSchema),
  auth: 'none',
});

/** QR code (PNG data URI) of the goods page /sku-{id}. */
export const goodsQrcodeEndpoint = defineEndpoint({
  path: '/api/goodssku/goodsqrcode',
  body: g.skuIdBodySchema,
  response: g.goodsQrcodeSchema,
  auth: 'none',
});

export const goodsRecommendEndpoint = defineEndpoint({
  path: '/api/goodssku/recommend',
  body: g.goodsRecommendBodySchema,
  response: pageOf(g.goodsListItemSchema),
  auth: 'none',
});

/** The full reduction running for the goods, or null. */
export const manjianInfoEndpoint = defineEndpoint({
  path: '/manjian/api/manjian/info',
  body: c.goodsRefBodySchema,
  response: c.manjianSchema.nullable(),
  auth: 'none',
});

/** The after-sale promises in the request's language. */
export const goodsAftersaleEndpoint = defineEndpoint({
  path: '/api/goods/aftersale',
  body: emptyBodySchema,
  response: c.aftersaleSchema,
  auth: 'none',
});

/** Counts a view of the goods page; answers the goods' new click count. */
export const modifyClicksEndpoint = defineEndpoint({
  path: '/api/goods/modifyclicks',
  body: g.skuIdBodySchema,
  response: g.modifyClicksSchema,
  auth: 'none',
});

/**
 * The brands of the goods a list shows (same filters as goodssku/page, its brand and paging
 * ignored so the shopper can switch brand), each with its number of goods, most goods first.
 */
export const goodsBrandsEndpoint = defineEndpoint({
  path: '/api/goodssku/brands',
  body: g.goodsPageBodySchema,
  response: z.array(c.brandFacetSchema),
  auth: 'none',
});

export const brandPageEndpoint = defineEndpoint({
  path: '/api/goodsbrand/page',
  body: c.brandPageBodySchema,
  response: pageOf(c.brandSchema),
  auth: 'none',
});

export const categoryRelevanceEndpoint = defineEndpoint({
  path: '/api/goodscategory/relevanceinfo',
  body: c.categoryIdBodySchema,
  response: c.categoryRelevanceSchema,
  auth: 'none',
});

export const categoryInfoEndpoint = defineEndpoint({
  path: '/api/goodscategory/info',
  body: c.categoryIdBodySchema,
  response: c.categoryDetailSchema,
  auth: 'none',
});

/** Approved reviews of a goods, newest first, filtered by `explain_type`. */
export const evaluatePageEndpoint = defineEndpoint({
  path: '/api/goodsevaluate/page',
  body: c.evaluatePageBodySchema,
  response: pageOf(c.evaluateSchema),
  auth: 'none',
});

export const evaluateCountEndpoint = defineEndpoint({
  path: '/api/goodsevaluate/count',
  body: c.goodsIdBodySchema,
  response: c.evaluateCountSchema,
  auth: 'none',
});

/** Follows a goods or stops following it; answers its follower count. */
export const { follow: collectAddEndpoint, unfollow: collectDeleteEndpoint } = followEndpoints(
  '/api/goodscollect',
  c.goodsRefBodySchema,
  c.collectCountSchema,
);

/** 1 when the member follows the goods. */
export const isCollectEndpoint = defineEndpoint({
  path: '/api/goodscollect/iscollect',
  body: c.goodsRefBodySchema,
  response: c.flagResultSchema,
  auth: 'required',
});

export const collectPageEndpoint = pageEndpoint('/api/goodscollect/page', pageOf(c.collectItemSchema), 'required');

/** Records (or refreshes) the member's footprint on a goods. */
export const browseAddEndpoint = defineEndpoint({
  path: '/api/goodsbrowse/add',
  body: c.browseAddBodySchema,
  response: c.flagResultSchema,
  auth: 'required',
});

/** The member's footprints, latest first. */
export const browsePageEndpoint = pageEndpoint('/api/goodsbrowse/page', pageOf(c.browseItemSchema), 'required');

/** Deletes the member's own footprints by id (comma list allowed); answers how many went. */
export const browseDeleteEndpoint = defineEndpoint({
  path: '/api/goodsbrowse/delete',
  body: c.browseDeleteBodySchema,
  response: c.deletedCountSchema,
  auth: 'required',
});
