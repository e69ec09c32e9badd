import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { pageOf } from '../common/paging';
import * as s from './catalog-console.schemas';

/*
 * The platform console's catalogue (issue 31, ADR 092), under `/platform/api/` with
 * `auth: 'platform'` (ADR 060): shop staff and members are refused; every call needs the
 * `catalogue` permission (ADR 087: administrators and operations). A change shows on the
 * storefront at once (caches cleared).
 */

export const platformCategoryTreeEndpoint = defineEndpoint({
  path: '/platform/api/category/tree',
  body: z.object({}),
  response: s.consoleCategoryTreeSchema,
  auth: 'platform',
  permission: 'catalogue',
});

/** Answers the category's id. */
export const platformCategorySaveEndpoint = defineEndpoint({
  path: '/platform/api/category/save',
  body: s.categorySaveBodySchema,
  response: z.object({ category_id: z.number().int() }),
  auth: 'platform',
  permission: 'catalogue',
});

export const platformCategorySetEndpoint = defineEndpoint({
  path: '/platform/api/category/set',
  body: s.categorySetBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'catalogue',
});

/** Moves the category with its subtree; its goods' category path follows. */
export const platformCategoryMoveEndpoint = defineEndpoint({
  path: '/platform/api/category/move',
  body: s.categoryMoveBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'catalogue',
});

/** Refused while it has subcategories or goods (the answer says how many and in which shops). */
export const platformCategoryDeleteEndpoint = defineEndpoint({
  path: '/platform/api/category/delete',
  body: s.consoleCategoryIdBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'catalogue',
});

export const platformBrandListEndpoint = defineEndpoint({
  path: '/platform/api/brand/lists',
  body: s.brandListBodySchema,
  response: pageOf(s.consoleBrandSchema),
  auth: 'platform',
  permission: 'catalogue',
});

/** Answers the brand's id. */
export const platformBrandSaveEndpoint = defineEndpoint({
  path: '/platform/api/brand/save',
  body: s.brandSaveBodySchema,
  response: z.object({ brand_id: z.number().int() }),
  auth: 'platform',
  permission: 'catalogue',
});

/** Refused while goods carry the brand. */
export const platformBrandDeleteEndpoint = defineEndpoint({
  path: '/platform/api/brand/delete',
  body: s.brandIdBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'catalogue',
});

/** The most a category image or brand logo may weigh. */
export const CATALOGUE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A category image or brand logo (multipart field `file`: jpeg/png/webp), re-encoded and stored. */
export const platformCatalogueImageUpload = {
  path: '/platform/api/upload/catalogue',
  field: 'file',
  response: z.object({ pic_path: z.string() }),
  auth: 'platform',
  permission: 'catalogue',
} as const;
