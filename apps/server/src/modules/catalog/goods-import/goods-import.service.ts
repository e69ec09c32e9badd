import { setImmediate as yieldToOthers } from 'node:timers/promises';
import {
  GOODS_IMPORT_COLUMNS,
  GOODS_IMPORT_ISSUES_SHOWN,
  GOODS_IMPORT_MAX_ROWS,
  GOODS_IMPORT_REQUIRED,
  GOODS_IMPORT_STATE,
  goodsSpecText,
  skuSpecText,
  errorSpec,
  fromMinor,
  message,
  type GoodsEditInfo,
  type GoodsImportCheck,
  type GoodsImportIssue,
  type GoodsImportJob,
  type GoodsSaveInput,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { goodsImageFolder, storeImage } from '../../../lib/image-upload';
import type { UploadStorage } from '../../../lib/upload-storage';
import type { RequestContext } from '../../../lib/context';
import type { StaffScope } from '../../../lib/staff-scope';
import { shopCategoriesOf } from '../../shop';
import { storedTranslations, type Audit } from '../../site';
import { canSell, goodsEditInfo, saveGoods, shopOfStaff } from '../goods-edit/goods-edit.service';
import * as goodsRepo from '../goods-edit/goods-edit.repository';
import { readCsv, writeCsv } from './goods-csv';
import { bodyOf, groupRows, headerOf, Issues, parseBody, readRows, type GoodsPlan } from './goods-import-plan';
import { placeImages, zipImages, zipRefsOf, type StoreImage } from './goods-import-images';
import * as repo from './goods-import.repository';
import { openImageZip, type ImageZip } from './goods-zip';

/*
 * The shop's goods as a file and back (ADR 108). The export writes one row a SKU; the import
 * checks a whole file first (the dry run), and a clean file is applied in the background, one
 * goods a `saveGoods` call — the form's own rules and transaction — so the shop and the
 * storefront stay usable while it runs.
 */

const EXPORT_PAGE = 500;

/** The shop's goods and SKUs as CSV text (UTF-8 with a BOM); logged to the shop's action log. */
export async function exportGoods(ctx: RequestContext, staff: StaffScope, audit: Audit): Promise<string> {
  const siteId = shopOfStaff(staff);
  const rows: (string | number)[][] = [[...GOODS_IMPORT_COLUMNS]];
  for (let after = 0; ;) {
    const goods = await repo.exportGoodsPage(ctx.db, siteId, after, EXPORT_PAGE);
    if (!goods.length) break;
    after = goods.at(-1)!.goods_id;
    const ids = goods.map((g) => g.goods_id);
    const [skus, zh, en] = await Promise.all([
      repo.exportSkus(ctx.db, ids),
      storedTranslations(ctx, 'goods', ids, 'zh-cn'),
      storedTranslations(ctx, 'goods', ids, 'en-us'),
    ]);
    const name = (m: typeof zh, id: number) => String(m.get(String(id))?.goods_name ?? '');
    for (const g of goods) {
      const specs = goodsSpecText.decode(g.goods_spec_format) ?? [];
      for (const s of skus.filter((k) => k.goods_id === g.goods_id)) {
        const values = skuSpecText.decode(s.sku_spec_format) ?? [];
        const spec = [0, 1, 2].flatMap((i) => {
          const sp = specs[i];
          return [sp?.spec_name ?? '', (sp && values.find((v) => v.spec_id === sp.spec_id)?.spec_value_name) ?? ''];
        });
        rows.push([
          g.goods_id,
          g.goods_name,
          name(zh, g.goods_id),
          name(en, g.goods_id),
          g.category_id,
          g.shop_category_id,
          g.brand_id,
          g.unit,
          g.keywords,
          ...spec,
          s.sku_no,
          fromMinor(s.price),
          fromMinor(s.market_price),
          fromMinor(s.cost_price),
          s.stock,
          s.weight,
          g.goods_image.split(',').filter(Boolean).join(' '),
          s.sku_image,
          g.goods_state,
        ]);
      }
    }
  }
  await audit(ctx, { action: 'goods.export', target: String(siteId), after: { rows: rows.length - 1 } });
  return writeCsv(rows);
}

/** A file read into goods, each with the body `saveGoods` takes, and every problem found. */
interface Analysis {
  rows: number;
  plans: { plan: GoodsPlan; body: GoodsSaveInput | null }[];
  issues: GoodsImportIssue[];
}

/** An import's upload: the CSV file and, optionally, a zip of the pictures its cells name. */
export interface ImportFiles {
  csv: Buffer;
  zip?: Buffer;
}

/**
 * Reads and checks a whole file against the form's rules and the shop's data, writing nothing.
 * A file that cannot be read at all (not CSV, no header, too many rows) is an AppError; problems
 * of rows are listed by line and column. The zip's pictures the file names are re-encoded to
 * check them, and with `store` (the apply, when the rest is clean) stored and put in the plans.
 */
async function analyse(
  ctx: RequestContext,
  siteId: number,
  staff: StaffScope,
  files: ImportFiles,
  store?: StoreImage,
): Promise<Analysis> {
  const zip = files.zip ? await openImageZip(files.zip, ctx.lang) : null;
  try {
    return await analyseWith(ctx, siteId, staff, files.csv, zip, store);
  } finally {
    zip?.close();
  }
}

async function analyseWith(
  ctx: RequestContext,
  siteId: number,
  staff: StaffScope,
  bytes: Buffer,
  zip: ImageZip | null,
  store?: StoreImage,
): Promise<Analysis> {
  const records = readCsv(bytes, GOODS_IMPORT_MAX_ROWS + 1, ctx.lang);
  const issues = new Issues(ctx.lang);
  const header = headerOf(records[0] ?? [], issues);
  for (const column of GOODS_IMPORT_REQUIRED)
    if (!header.includes(column)) throw new AppError('GOODS_IMPORT_COLUMN_MISSING', { column });
  const rows = readRows(records, header, issues);
  if (rows.length > GOODS_IMPORT_MAX_ROWS)
    throw new AppError('GOODS_IMPORT_TOO_MANY_ROWS', { max: GOODS_IMPORT_MAX_ROWS });
  if (!rows.length) throw new AppError('GOODS_IMPORT_EMPTY');
  const zipRefs = zip ? zipRefsOf(rows, zip, issues) : [];
  const plans = groupRows(rows, issues);

  const mine = await repo.liveShopGoodsIds(
    ctx.db,
    siteId,
    plans.map((p) => p.goodsId).filter((id) => id > 0),
  );
  const shopCategories = new Set((await shopCategoriesOf(ctx, siteId)).map((c) => c.category_id));
  const known = await referencesOf(ctx, plans);
  const out: Analysis['plans'] = [];
  for (const plan of plans) {
    const c = plan.rows[0]!.cells;
    if (c.goods_id && !mine.has(plan.goodsId)) {
      issues.add(plan.line, 'goods_id', 'SELLER_GOODS_NOT_FOUND');
      out.push({ plan, body: null });
      continue;
    }
    const stored = plan.goodsId ? await goodsEditInfo(ctx, staff, plan.goodsId) : null;
    const body = parseBody(plan, bodyOf(plan, stored, issues), issues);
    if (body) {
      if (!known.categories.has(body.category_id)) issues.add(plan.line, 'category_id', 'GOODS_CATEGORY_INVALID');
      if (body.brand_id && !known.brands.has(body.brand_id)) issues.add(plan.line, 'brand_id', 'GOODS_BRAND_INVALID');
      if (body.shop_category_id && !shopCategories.has(body.shop_category_id))
        issues.add(plan.line, 'shop_category_id', 'GOODS_SHOP_CATEGORY_INVALID');
      const free = body.skus.filter((s) => s.price <= 0).length;
      if (body.goods_state === 1 && !canSell(body.images.length, body.skus.length, free))
        issues.add(plan.line, 'goods_state', 'GOODS_CANNOT_SELL');
    }
    out.push({ plan, body });
  }
  if (zip && zipRefs.length && !(store && issues.list.length)) {
    const paths = await zipImages(zipRefs, zip, `gi:${staff.id}`, issues, store);
    if (store && !issues.list.length) placeImages(plans, paths);
  }
  issues.list.sort((a, b) => a.line - b.line);
  return { rows: rows.length, plans: out, issues: issues.list };
}

/** The platform categories of the third level and the brands the file names that exist. */
async function referencesOf(ctx: RequestContext, plans: GoodsPlan[]) {
  const distinct = (column: 'category_id' | 'brand_id') => [
    ...new Set(plans.map((p) => Number(p.rows[0]!.cells[column] || 0)).filter((n) => n > 0)),
  ];
  const categories = new Set<number>();
  for (const id of distinct('category_id')) {
    const c = await goodsRepo.findCategory(ctx.db, id);
    if (c?.level === 3) categories.add(id);
  }
  const brands = new Set<number>();
  for (const id of distinct('brand_id')) if (await goodsRepo.brandExists(ctx.db, id)) brands.add(id);
  return { categories, brands };
}

/** The dry run: every problem of the file by line and column; nothing is written. Logged. */
export async function checkImport(
  ctx: RequestContext,
  staff: StaffScope,
  files: ImportFiles,
  audit: Audit,
): Promise<GoodsImportCheck> {
  const siteId = shopOfStaff(staff);
  const a = await analyse(ctx, siteId, staff, files);
  const check = {
    rows: a.rows,
    goods: a.plans.length,
    new_goods: a.plans.filter((p) => !p.plan.goodsId).length,
    issue_count: a.issues.length,
    issues: a.issues.slice(0, GOODS_IMPORT_ISSUES_SHOWN),
  };
  await audit(ctx, { action: 'goods.import_check', target: String(siteId), after: { ...check, issues: undefined } });
  return check;
}

const jobOf = (row: repo.JobRow): GoodsImportJob => ({ ...row, errors: JSON.parse(row.errors) as GoodsImportIssue[] });

/** A runner silent this long (seconds) died with its process: its job no longer blocks the shop. */
const SILENT_SEC = 120;

/** How the background runner saves and tells: the app's context factory, its audit and its cache signal. */
export interface ImportRunner {
  context(): RequestContext;
  /** Where the zip's pictures are stored. */
  storage: UploadStorage;
  audit: Audit;
  changed(): void;
  track(run: Promise<void>): void;
  /** A failure that is not a goods' refusal (the database gone, a bug): the job stops as failed. */
  failed(err: unknown): void;
}

/**
 * Applies a file whose dry run is clean: starts the shop's one running job (a second start while
 * one runs is refused) and answers it at once; the goods are saved in the background.
 */
export async function startImport(
  ctx: RequestContext,
  staff: StaffScope,
  files: ImportFiles,
  runner: ImportRunner,
): Promise<GoodsImportJob> {
  const siteId = shopOfStaff(staff);
  const store: StoreImage = (image) => storeImage(runner.storage, goodsImageFolder(siteId), image.bytes, image.kind);
  const a = await analyse(ctx, siteId, staff, files, store);
  if (a.issues.length) throw new AppError('GOODS_IMPORT_NOT_CLEAN');
  const now = ctx.now();
  await repo.failSilentJobs(ctx.db, siteId, now - SILENT_SEC, now);
  const job = await repo.insertRunningJob(ctx.db, siteId, staff.id, a.plans.length, now);
  if (!job) throw new AppError('GOODS_IMPORT_RUNNING');
  await runner.audit(ctx, {
    action: 'goods.import',
    target: String(job.job_id),
    after: { rows: a.rows, goods: a.plans.length },
  });
  runner.track(
    runJob(
      staff,
      job.job_id,
      a.plans.map((p) => p.plan),
      ctx.lang,
      runner,
    ),
  );
  return jobOf(job);
}

/** Progress is written (and the storefront told) every this many goods. */
const BEAT_EVERY = 25;

/** Saves the file's goods one by one through `saveGoods`; a goods it refuses is listed and the rest go on. */
async function runJob(
  staff: StaffScope,
  jobId: number,
  plans: GoodsPlan[],
  lang: RequestContext['lang'],
  runner: ImportRunner,
) {
  const p = { done: 0, created: 0, updated: 0 };
  const errors: GoodsImportIssue[] = [];
  const beat = async (end?: number) => {
    const ctx = runner.context();
    const state = end === undefined ? {} : { state: end, finish_time: ctx.now() };
    await repo.updateJob(ctx.db, jobId, { ...p, errors: JSON.stringify(errors), beat_time: ctx.now(), ...state });
    runner.changed();
  };
  try {
    for (const plan of plans) {
      const ctx = { ...runner.context(), lang };
      try {
        const refused = await saveOne(ctx, staff, plan, runner.audit);
        if (refused.length) errors.push(...refused);
        else p[plan.goodsId ? 'updated' : 'created']++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        errors.push({ line: plan.line, column: '', message: message(lang, errorSpec(err.key).message, err.params) });
      }
      p.done++;
      if (p.done % BEAT_EVERY === 0) await beat();
      await yieldToOthers();
    }
    await beat(GOODS_IMPORT_STATE.FINISHED);
  } catch (err) {
    runner.failed(err);
    await beat(GOODS_IMPORT_STATE.FAILED).catch(() => undefined);
  }
}

/**
 * One goods of the file, read again over what is stored now (it may have changed since the dry
 * run) and saved as the form saves it; answers its problems when it no longer passes the checks.
 */
async function saveOne(ctx: RequestContext, staff: StaffScope, plan: GoodsPlan, audit: Audit) {
  const stored: GoodsEditInfo | null = plan.goodsId ? await goodsEditInfo(ctx, staff, plan.goodsId) : null;
  const issues = new Issues(ctx.lang);
  const body = parseBody(plan, bodyOf(plan, stored, issues), issues);
  if (body && !issues.list.length) await saveGoods(ctx, staff, body, audit);
  return issues.list;
}

/** An import job of the shop (by id, or its latest). */
export async function importJob(ctx: RequestContext, staff: StaffScope, jobId?: number): Promise<GoodsImportJob> {
  const row = await repo.findJob(ctx.db, shopOfStaff(staff), jobId);
  if (!row) throw new AppError('GOODS_IMPORT_JOB_NOT_FOUND');
  return jobOf(row);
}
