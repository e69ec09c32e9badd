import { defineEndpoint, emptyBodySchema } from '../../common/endpoint';
import * as s from './goods-edit.schemas';

// The shop console's goods (ADR 090): a staff member with the `goods` permission, their own shop only.

/** The shop's goods by tab, searched by name or SKU code, sorted and paged, with each tab's count. */
export const sellerGoodsPageEndpoint = defineEndpoint({
  path: '/seller/api/goods/page',
  body: s.sellerGoodsPageBodySchema,
  response: s.sellerGoodsPageSchema,
  auth: 'seller',
});

/** One of the shop's goods as the form edits it, each SKU with its locks. */
export const sellerGoodsInfoEndpoint = defineEndpoint({
  path: '/seller/api/goods/info',
  body: s.sellerGoodsIdBodySchema,
  response: s.goodsEditInfoSchema,
  auth: 'seller',
});

/** The form's choices. */
export const sellerGoodsOptionsEndpoint = defineEndpoint({
  path: '/seller/api/goods/options',
  body: emptyBodySchema,
  response: s.goodsEditOptionsSchema,
  auth: 'seller',
});

/** Creates (no `goods_id`) or rewrites a goods with its SKUs; the storefront shows it at once. */
export const sellerGoodsSaveEndpoint = defineEndpoint({
  path: '/seller/api/goods/save',
  body: s.goodsSaveBodySchema,
  response: s.goodsSavedSchema,
  auth: 'seller',
  message: 'GOODS_SAVED',
});

/** A bulk action on the selected goods; each goods is done or refused on its own. */
export const sellerGoodsBatchEndpoint = defineEndpoint({
  path: '/seller/api/goods/batch',
  body: s.goodsBatchBodySchema,
  response: s.goodsBatchResultSchema,
  auth: 'seller',
});

/** A goods image (multipart field `file`): jpeg, png or webp, re-encoded, at most GOODS_IMAGE_MAX_BYTES. */
export const sellerGoodsImageUpload = {
  path: '/seller/api/upload/goodsimg',
  field: 'file',
  response: s.goodsImageUploadResultSchema,
  auth: 'seller',
} as const;

/** The platform approves or refuses a goods waiting for review (or takes an approved one back to refused). */
export const platformGoodsVerifyEndpoint = defineEndpoint({
  path: '/platform/api/goods/verify',
  body: s.platformGoodsVerifyBodySchema,
  response: s.goodsSavedSchema,
  auth: 'platform',
  permission: 'catalogue',
});

/** Every shop's goods for the platform: searched by goods or shop name, filtered by review state, shop and category. */
export const platformGoodsPageEndpoint = defineEndpoint({
  path: '/platform/api/goods/page',
  body: s.platformGoodsPageBodySchema,
  response: s.platformGoodsPageSchema,
  auth: 'platform',
  permission: 'catalogue',
});

/** The platform takes a goods off sale with the reason the shop reads (ADR 099). */
export const platformGoodsTakedownEndpoint = defineEndpoint({
  path: '/platform/api/goods/takedown',
  body: s.platformGoodsTakedownBodySchema,
  response: s.goodsSavedSchema,
  auth: 'platform',
  permission: 'catalogue',
  message: 'GOODS_TAKEDOWN_DONE',
});
