import { z } from 'zod';
import { defineEndpoint, emptyBodySchema } from '../common/endpoint';
import { pageOf } from '../common/paging';
import * as s from './shop-apply.schemas';
import * as c from './shop-console.schemas';

/* Joining the marketplace (issue 30, ADR 089): the member's side. */

/** The member's application (the latest), the platform's top categories, and the shop they own (0: none). */
export const shopApplyInfoEndpoint = defineEndpoint({
  path: '/api/shopapply/info',
  body: emptyBodySchema,
  response: s.shopApplyInfoSchema,
  auth: 'required',
});

/** Sends a new application; one open (waiting or refused) per member, none once they own a shop. Answers it. */
export const shopApplyEndpoint = defineEndpoint({
  path: '/api/shopapply/apply',
  body: s.shopApplyBodySchema,
  response: s.shopApplicationSchema,
  auth: 'required',
  message: 'APPLY_SENT',
});

/** A refused application of the member's, fixed and sent again: refused → waiting. */
export const shopResubmitEndpoint = defineEndpoint({
  path: '/api/shopapply/resubmit',
  body: s.shopResubmitBodySchema,
  response: s.shopApplicationSchema,
  auth: 'required',
  message: 'APPLY_SENT',
});

/** What a picture upload answers: the stored picture's path. */
export const shopImageResultSchema = z.object({ pic_path: z.string() });

/** The most a shop picture (logo, banner) may weigh. */
export const SHOP_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

/** The applicant's logo (multipart field `file`: jpeg/png/webp), re-encoded and stored; answers its `pic_path`. */
export const shopApplyLogoUpload = {
  path: '/api/upload/shoplogo',
  field: 'file',
  response: shopImageResultSchema,
  auth: 'required',
} as const;

/* The platform's side (auth 'platform', permission `shops.review`). */

/** Applications of one tab: waiting ones oldest first, the rest newest first; with the count of each tab. */
export const platformApplyListEndpoint = defineEndpoint({
  path: '/platform/api/shopapply/lists',
  body: s.applyListBodySchema,
  response: s.applyListSchema,
  auth: 'platform',
  permission: 'shops.review',
});

/** Waiting → approved: creates the shop (closed) and its owner's console account; answers the shop's id. */
export const platformApplyApproveEndpoint = defineEndpoint({
  path: '/platform/api/shopapply/approve',
  body: s.applyIdBodySchema,
  response: z.object({ site_id: z.number().int() }),
  auth: 'platform',
  permission: 'shops.review',
});

/** Waiting → refused, with the reason the member reads. */
export const platformApplyRefuseEndpoint = defineEndpoint({
  path: '/platform/api/shopapply/refuse',
  body: s.applyRefuseBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'shops.review',
});

/** Every shop, newest first; `keyword` matches the name. */
export const platformShopListEndpoint = defineEndpoint({
  path: '/platform/api/shop/lists',
  body: s.platformShopListBodySchema,
  response: pageOf(s.platformShopRowSchema),
  auth: 'platform',
  permission: 'shops.review',
});

/* The shop console (auth 'seller', permission `shop`: the owner). */

export const sellerShopInfoEndpoint = defineEndpoint({
  path: '/seller/api/shop/info',
  body: emptyBodySchema,
  response: c.sellerShopSchema,
  auth: 'seller',
});

export const sellerShopEditEndpoint = defineEndpoint({
  path: '/seller/api/shop/edit',
  body: c.sellerShopEditBodySchema,
  response: c.sellerShopSchema,
  auth: 'seller',
  message: 'SHOP_SAVED',
});

/** Opens (1) or closes (0) the shop to shoppers; opening needs a goods on sale (SHOP_OPEN_NEEDS_GOODS). */
export const sellerShopStatusEndpoint = defineEndpoint({
  path: '/seller/api/shop/status',
  body: c.sellerShopStatusBodySchema,
  response: c.sellerShopSchema,
  auth: 'seller',
});

/** The shop's logo or banner (multipart field `file`), re-encoded and stored; answers its `pic_path`. */
export const sellerShopImageUpload = {
  path: '/seller/api/upload/shop',
  field: 'file',
  response: shopImageResultSchema,
  auth: 'seller',
} as const;

/** All the shop's own categories, hidden ones too: top ones by order, each followed by its children. */
export const sellerShopCategoryListEndpoint = defineEndpoint({
  path: '/seller/api/shopcategory/lists',
  body: emptyBodySchema,
  response: z.array(c.sellerShopCategorySchema),
  auth: 'seller',
});

export const sellerShopCategorySaveEndpoint = defineEndpoint({
  path: '/seller/api/shopcategory/save',
  body: c.sellerShopCategorySaveBodySchema,
  response: c.sellerShopCategorySchema,
  auth: 'seller',
});

/** Deletes an empty category: one with sub-categories or goods is refused, saying how many. */
export const sellerShopCategoryDeleteEndpoint = defineEndpoint({
  path: '/seller/api/shopcategory/delete',
  body: c.sellerShopCategoryIdBodySchema,
  response: z.object({}),
  auth: 'seller',
});
