import { z } from 'zod';
import { idSchema } from '../../common/fields';

/*
 * The shop console's goods import and export (`/seller/goods_import`; ADR 108). One row a SKU,
 * the goods' columns repeated on each of its rows; the header names the columns, in any order.
 */

/** The file's columns, in the order the export writes them. */
export const GOODS_IMPORT_COLUMNS = [
  'goods_id',
  'goods_name',
  'goods_name_zh',
  'goods_name_en',
  'category_id',
  'shop_category_id',
  'brand_id',
  'unit',
  'keywords',
  'spec1_name',
  'spec1_value',
  'spec2_name',
  'spec2_value',
  'spec3_name',
  'spec3_value',
  'sku_no',
  'price',
  'market_price',
  'cost_price',
  'stock',
  'weight',
  'images',
  'sku_image',
  'goods_state',
] as const;
export type GoodsImportColumn = (typeof GOODS_IMPORT_COLUMNS)[number];

/** The columns a file must have; the others keep their defaults (or the goods' stored values). */
export const GOODS_IMPORT_REQUIRED = ['goods_name', 'category_id', 'price', 'stock'] as const;

/** An import file: at most 10 MB and 10,000 SKU rows, no cell over 4,000 characters. */
export const GOODS_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const GOODS_IMPORT_MAX_ROWS = 10_000;
export const GOODS_IMPORT_CELL_MAX = 4000;
/**
 * The optional zip of images beside the file (ADR 108 addendum): at most 50 MB and 2,000 entries,
 * each entry unpacking to at most the goods form's image size and all of them to 200 MB.
 */
export const GOODS_IMPORT_ZIP_MAX_BYTES = 50 * 1024 * 1024;
export const GOODS_IMPORT_ZIP_MAX_ENTRIES = 2000;
export const GOODS_IMPORT_ZIP_ENTRY_MAX_BYTES = 4 * 1024 * 1024;
export const GOODS_IMPORT_ZIP_TOTAL_MAX_BYTES = 200 * 1024 * 1024;
/** The dry run lists at most this many problems (and counts them all). */
export const GOODS_IMPORT_ISSUES_SHOWN = 500;

/** A problem with the file: its line (1 is the header), the column, and why, in the caller's language. */
export const goodsImportIssueSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type GoodsImportIssue = z.infer<typeof goodsImportIssueSchema>;

/** The dry run: what the file holds and every problem; `issue_count` 0 means it may be applied. */
export const goodsImportCheckSchema = z.object({
  rows: z.number().int(),
  goods: z.number().int(),
  new_goods: z.number().int(),
  issue_count: z.number().int(),
  issues: z.array(goodsImportIssueSchema),
});
export type GoodsImportCheck = z.infer<typeof goodsImportCheckSchema>;

/** state: 0 running, 1 finished, 2 failed (stopped before the end). */
export const GOODS_IMPORT_STATE = { RUNNING: 0, FINISHED: 1, FAILED: 2 } as const;

export const goodsImportJobSchema = z.object({
  job_id: z.number().int(),
  state: z.number().int(),
  total: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** The goods the apply refused (a rule the dry run cannot see, such as a promotion's lock). */
  errors: z.array(goodsImportIssueSchema),
  create_time: z.number().int(),
  finish_time: z.number().int(),
});
export type GoodsImportJob = z.infer<typeof goodsImportJobSchema>;

/** A job by id, or without one the shop's latest. */
export const goodsImportJobBodySchema = z.object({ job_id: idSchema.optional() });
