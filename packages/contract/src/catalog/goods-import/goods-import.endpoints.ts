import { defineEndpoint } from '../../common/endpoint';
import * as s from './goods-import.schemas';

// The shop console's goods import and export (ADR 108): a staff member with the `goods` permission, their own shop only.

/** The shop's goods and SKUs as a CSV file (UTF-8 with a BOM), one row a SKU; errors come as the envelope. */
export const sellerGoodsExport = {
  path: '/seller/api/goods/export',
  auth: 'seller',
} as const;

/**
 * The dry run of an import file (multipart field `file`, and optionally a zip of the images its
 * cells name as field `images`): every problem by line and column; nothing is written.
 */
export const sellerGoodsImportCheck = {
  path: '/seller/api/goods/import/check',
  field: 'file',
  zipField: 'images',
  response: s.goodsImportCheckSchema,
  auth: 'seller',
} as const;

/** Applies a file whose dry run is clean (fields `file` and `images` as the dry run): starts the shop's import job. */
export const sellerGoodsImportApply = {
  path: '/seller/api/goods/import/apply',
  field: 'file',
  zipField: 'images',
  response: s.goodsImportJobSchema,
  auth: 'seller',
} as const;

/** An import job's progress, by id or the shop's latest. */
export const sellerGoodsImportJobEndpoint = defineEndpoint({
  path: '/seller/api/goods/import/job',
  body: s.goodsImportJobBodySchema,
  response: s.goodsImportJobSchema,
  auth: 'seller',
});
