import {
  fromMinor,
  GOODS_VERIFY,
  goodsAttrText,
  goodsSpecText,
  message,
  skuSpecText,
  type GoodsEditInfo,
  type GoodsEditOptions,
  type GoodsSaved,
  type GoodsSaveInput,
  type GoodsSkuInput,
  type GoodsTranslation,
  type SkuLock,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import type { StaffScope } from '../../../lib/staff-scope';
import { shopCategoriesOf } from '../../shop';
import { siteConfig, saveTranslation, storedTranslations, type Audit } from '../../site';
import { adjustStocks, retireSkus } from '../stock.service';
import * as repo from './goods-edit.repository';
import { skuLocks } from './sku-locks';

/*
 * The goods-writing service of the shop console (ADR 090). `saveGoods` takes one goods as the
 * contract parses it and writes it whole, in one transaction: the console's form calls it, and an
 * import calls it once per row (a row's failure is an AppError naming the rule it broke).
 */

const OTHER_LANGS = ['zh-cn', 'en-us'] as const;

/** The shop a console caller works for; the platform's staff (site 0) have no goods of their own. */
export function shopOfStaff(staff: StaffScope): number {
  if (staff.siteId <= 0) throw new AppError('SELLER_FORBIDDEN');
  return staff.siteId;
}

const specSignature = (ids: number[]) => ids.join(':');

/** The specs and the SKU grid agree: unique ids and names, and every combination exactly once. */
function checkGrid(input: GoodsSaveInput) {
  const { specs, skus } = input;
  const specIds = new Set<number>();
  const specNames = new Set<string>();
  for (const spec of specs) {
    if (specIds.has(spec.spec_id) || specNames.has(spec.spec_name)) throw new AppError('GOODS_SPEC_INVALID');
    specIds.add(spec.spec_id);
    specNames.add(spec.spec_name);
    const ids = new Set(spec.value.map((v) => v.spec_value_id));
    const names = new Set(spec.value.map((v) => v.spec_value_name));
    if (ids.size !== spec.value.length || names.size !== spec.value.length) throw new AppError('GOODS_SPEC_INVALID');
  }
  const combinations = specs.reduce((n, s) => n * s.value.length, 1);
  if (combinations > 300) throw new AppError('GOODS_SKU_TOO_MANY');
  if (skus.length !== combinations) throw new AppError('GOODS_SKU_INVALID');
  const seen = new Set<string>();
  const skuIds = new Set<number>();
  for (const sku of skus) {
    if (sku.spec_value_ids.length !== specs.length) throw new AppError('GOODS_SKU_INVALID');
    sku.spec_value_ids.forEach((id, i) => {
      if (!specs[i]!.value.some((v) => v.spec_value_id === id)) throw new AppError('GOODS_SKU_INVALID');
    });
    const sig = specSignature(sku.spec_value_ids);
    if (seen.has(sig)) throw new AppError('GOODS_SKU_INVALID');
    seen.add(sig);
    if (sku.sku_id > 0) {
      if (skuIds.has(sku.sku_id)) throw new AppError('GOODS_SKU_INVALID');
      skuIds.add(sku.sku_id);
    }
  }
  if (input.max_buy > 0 && input.max_buy < input.min_buy) throw new AppError('GOODS_BUY_LIMIT_INVALID');
}

/** The spec values of a SKU of the grid, in the specs' order. */
function skuSpecs(input: GoodsSaveInput, sku: GoodsSkuInput) {
  return sku.spec_value_ids.map((id, i) => {
    const spec = input.specs[i]!;
    const value = spec.value.find((v) => v.spec_value_id === id)!;
    return {
      spec_id: spec.spec_id,
      spec_name: spec.spec_name,
      spec_value_id: value.spec_value_id,
      spec_value_name: value.spec_value_name,
    };
  });
}

/** A goods may be on sale only with an image and SKUs that all have a price above 0. */
export function canSell(images: number, skuCount: number, freeSkus: number) {
  return images > 0 && skuCount > 0 && freeSkus === 0;
}

async function placement(ctx: RequestContext, siteId: number, input: GoodsSaveInput) {
  const category = await repo.findCategory(ctx.db, input.category_id);
  if (!category || category.level !== 3) throw new AppError('GOODS_CATEGORY_INVALID');
  if (input.brand_id > 0 && !(await repo.brandExists(ctx.db, input.brand_id)))
    throw new AppError('GOODS_BRAND_INVALID');
  if (input.shop_category_id > 0) {
    const mine = await shopCategoriesOf(ctx, siteId);
    if (!mine.some((c) => c.category_id === input.shop_category_id)) throw new AppError('GOODS_SHOP_CATEGORY_INVALID');
  }
  return {
    category_id: category.category_id,
    category_id_1: category.category_id_1,
    category_id_2: category.category_id_2,
    category_id_3: category.category_id_3 || category.category_id,
  };
}

const KIND_KEYS = {
  seckill: 'GOODS_LOCK_SECKILL',
  groupbuy: 'GOODS_LOCK_GROUPBUY',
  topic: 'GOODS_LOCK_TOPIC',
  combo: 'GOODS_LOCK_COMBO',
} as const;

/** The promotion a lock belongs to, as the messages name it. */
export const lockParams = (ctx: RequestContext, lock: SkuLock) => ({
  promotion: message(ctx.lang, KIND_KEYS[lock.kind]),
  name: lock.name,
});

/** The AppError a locked SKU's change raises, naming the SKU and its promotion. */
function lockedError(
  ctx: RequestContext,
  key: 'GOODS_PROMOTION_LOCKED' | 'GOODS_IN_PROMOTION',
  sku: string,
  lock: SkuLock,
) {
  return new AppError(key, { sku, ...lockParams(ctx, lock) });
}

/** A SKU's name as the storefront shows it: the goods' name and its spec values. */
const skuName = (goodsName: string, values: { spec_value_name: string }[]) =>
  [goodsName, ...values.map((v) => v.spec_value_name)].join(' ');

/** Whether a stored SKU already has the fields a save would write. */
function sameSku(old: repo.EditSkuRow, next: repo.SkuFields) {
  return (
    old.price === next.price &&
    old.market_price === next.market_price &&
    old.cost_price === next.cost_price &&
    old.discount_price === next.discount_price &&
    old.weight === next.weight &&
    old.sku_no === next.sku_no &&
    old.sku_image === next.sku_image &&
    old.sku_spec_format === next.sku_spec_format &&
    old.sku_name === next.sku_name &&
    old.sku_images === next.sku_images
  );
}

/** What the log keeps of a goods and its SKUs. */
function snapshot(
  goods: Partial<repo.EditGoodsRow> | null,
  skus: { sku_id: number; sku_no: string; price: number; stock: number }[],
) {
  if (!goods) return null;
  return {
    goods_name: goods.goods_name,
    goods_state: goods.goods_state,
    verify_state: goods.verify_state,
    category_id: goods.category_id,
    shop_category_id: goods.shop_category_id,
    brand_id: goods.brand_id,
    is_free_shipping: goods.is_free_shipping,
    express_template_id: goods.express_template_id,
    is_virtual: goods.is_virtual,
    min_buy: goods.min_buy,
    max_buy: goods.max_buy,
    goods_image: goods.goods_image,
    skus: skus.map((s) => ({ sku_id: s.sku_id, sku_no: s.sku_no, price: s.price, stock: s.stock })),
  };
}

/**
 * Creates (no `goods_id`) or rewrites one goods of the caller's shop with its SKUs, its texts in
 * three languages and its images. The rules (ADR 090):
 * - a SKU a running promotion relies on keeps its price and stock, and stays;
 * - stock moves by the difference from what the form loaded (`stock_was`), through the stock service;
 * - a removed SKU that orders hold is retired, one that none hold is deleted;
 * - on sale only with an image and every SKU priced above 0;
 * - an approved goods goes back to review when changed only if the platform asks for it; a refused one always does;
 * - a save over someone else's newer save (`modify_time`) is refused.
 */
export async function saveGoods(
  ctx: RequestContext,
  staff: StaffScope,
  input: GoodsSaveInput,
  audit: Audit,
): Promise<GoodsSaved> {
  const siteId = shopOfStaff(staff);
  checkGrid(input);
  if (
    input.goods_state === 1 &&
    !canSell(input.images.length, input.skus.length, input.skus.filter((s) => s.price <= 0).length)
  )
    throw new AppError('GOODS_CANNOT_SELL');
  const [where, review] = await Promise.all([placement(ctx, siteId, input), siteConfig(ctx.db, 'goods_review')]);
  const clean = {
    goods_content: sanitizeHtml(input.goods_content),
    translations: Object.fromEntries(
      OTHER_LANGS.map((lang) => [
        lang,
        { ...input.translations[lang], goods_content: sanitizeHtml(input.translations[lang].goods_content) },
      ]),
    ) as Record<(typeof OTHER_LANGS)[number], GoodsTranslation>,
  };

  return withTransaction(ctx, async (tx) => {
    const now = tx.now();
    const existing = input.goods_id ? await repo.findShopGoods(tx.db, siteId, input.goods_id) : undefined;
    if (input.goods_id && (!existing || existing.is_delete === 1)) throw new AppError('SELLER_GOODS_NOT_FOUND');
    if (existing && input.modify_time !== undefined && input.modify_time !== existing.modify_time)
      throw new AppError('GOODS_EDITED_ELSEWHERE');
    const before = existing ? await repo.listGoodsSkus(tx.db, existing.goods_id, true) : [];
    const beforeById = new Map(before.map((s) => [s.sku_id, s]));
    for (const sku of input.skus)
      if (sku.sku_id > 0 && !beforeById.has(sku.sku_id)) throw new AppError('GOODS_SKU_INVALID');

    // Promotions' locks: price and stock as they were, the SKU kept, the goods kept on sale.
    const locks = await skuLocks(
      tx,
      before.map((s) => s.sku_id),
    );
    for (const [skuId, list] of locks) {
      const old = beforeById.get(skuId)!;
      const name = skuName(existing!.goods_name, skuSpecText.decode(old.sku_spec_format) ?? []);
      const asked = input.skus.find((s) => s.sku_id === skuId);
      for (const lock of list) {
        if (!asked) throw lockedError(tx, 'GOODS_PROMOTION_LOCKED', name, lock);
        const stockMoves = asked.stock !== (asked.stock_was ?? old.stock);
        if (lock.fields.includes('price') && asked.price !== old.price)
          throw lockedError(tx, 'GOODS_PROMOTION_LOCKED', name, lock);
        if (lock.fields.includes('stock') && stockMoves) throw lockedError(tx, 'GOODS_PROMOTION_LOCKED', name, lock);
        if (input.goods_state === 0 && existing!.goods_state === 1)
          throw lockedError(tx, 'GOODS_IN_PROMOTION', name, lock);
      }
    }

    // Another shop's template, or one that is gone, is not this goods' (ADR 101).
    if (input.express_template_id > 0 && !(await repo.shopHasTemplate(tx.db, siteId, input.express_template_id)))
      throw new AppError('DELIVERY_TEMPLATE_NOT_FOUND');
    const verifyState = !existing
      ? review.new_goods
        ? GOODS_VERIFY.WAITING
        : GOODS_VERIFY.APPROVED
      : existing.verify_state < 0 || (existing.verify_state === GOODS_VERIFY.APPROVED && review.edits)
        ? GOODS_VERIFY.WAITING
        : existing.verify_state;
    const names = OTHER_LANGS.map((l) => clean.translations[l].goods_name).filter(Boolean);
    const goodsRow = {
      ...where,
      goods_name: input.goods_name,
      introduction: input.introduction,
      goods_content: clean.goods_content,
      keywords: input.keywords,
      search_words: names.join(' '),
      shop_category_id: input.shop_category_id,
      brand_id: input.brand_id,
      unit: input.unit,
      goods_attr_format: goodsAttrText.encode(input.attrs),
      goods_spec_format: goodsSpecText.encode(
        input.specs.map((s) => ({
          spec_id: s.spec_id,
          spec_name: s.spec_name,
          value: s.value.map((v) => ({ spec_value_id: v.spec_value_id, spec_value_name: v.spec_value_name })),
        })),
      ),
      goods_image: input.images.join(','),
      video_url: input.video_url,
      is_virtual: input.is_virtual,
      is_free_shipping: input.is_virtual ? 1 : input.is_free_shipping,
      express_template_id: input.express_template_id,
      min_buy: input.min_buy,
      max_buy: input.max_buy,
      goods_state: input.goods_state,
      verify_state: verifyState,
      verify_state_remark: verifyState === GOODS_VERIFY.WAITING ? '' : (existing?.verify_state_remark ?? ''),
      // Strictly later than the last save, so the next save's check tells the two apart.
      modify_time: existing ? Math.max(now, existing.modify_time + 1) : now,
    };
    // Rows are locked as orders lock them (ADR 036): SKUs in id order, then the goods. A new goods
    // is inserted first (nobody else can hold it); an existing one is rewritten last, by its version.
    const goodsId = existing
      ? existing.goods_id
      : await repo.insertGoods(tx.db, {
          ...goodsRow,
          ...(await repo.findShopPlacement(tx.db, siteId)),
          site_id: siteId,
          create_time: now,
        });

    const images = input.images;
    const skuFields = (sku: GoodsSkuInput) => {
      const values = skuSpecs(input, sku);
      const image = sku.sku_image || images[0] || '';
      return {
        sku_name: skuName(input.goods_name, values),
        sku_no: sku.sku_no,
        sku_spec_format: skuSpecText.encode(values),
        price: sku.price,
        market_price: sku.market_price,
        cost_price: sku.cost_price,
        weight: input.is_virtual ? 0 : sku.weight,
        sku_image: image,
        sku_images: [image, ...images.filter((i) => i !== image)].filter(Boolean).slice(0, 10).join(','),
      };
    };
    // Kept SKUs are rewritten — only those that changed — and their stock moved by difference;
    // removed ones are retired, then deleted where no order holds them. `before` was read with its
    // rows locked, so an order in flight on one of them has committed (its order line is seen).
    const wanted = new Map(input.skus.filter((s) => s.sku_id > 0).map((s) => [s.sku_id, s]));
    const removed = before.filter((old) => !wanted.has(old.sku_id)).map((old) => old.sku_id);
    await retireSkus(tx, removed);
    const changed: repo.SkuFields[] = [];
    const moves: { skuId: number; delta: number; name: string }[] = [];
    for (const old of before) {
      const sku = wanted.get(old.sku_id);
      if (!sku) continue;
      // The goods' own limited-time price stays while below the new price.
      const discount = old.promotion_type > 0 ? Math.min(old.discount_price, sku.price) : sku.price;
      const fields = { ...skuFields(sku), discount_price: discount, sku_id: old.sku_id };
      if (!sameSku(old, fields)) changed.push(fields);
      moves.push({ skuId: old.sku_id, delta: sku.stock - (sku.stock_was ?? old.stock), name: fields.sku_name });
    }
    await repo.updateSkus(tx.db, goodsId, changed);
    if (!(await adjustStocks(tx, moves))) {
      const left = new Map((await repo.listGoodsSkus(tx.db, goodsId)).map((s) => [s.sku_id, s.stock]));
      const short = moves.find((m) => (left.get(m.skuId) ?? 0) + m.delta < 0) ?? moves[0]!;
      throw new AppError('GOODS_STOCK_CHANGED', { sku: short.name });
    }
    const held = await repo.skusWithOrders(tx.db, removed);
    await repo.deleteSkus(
      tx.db,
      goodsId,
      removed.filter((id) => !held.has(id)),
    );
    const fresh = input.skus.filter((s) => s.sku_id === 0);
    const freshIds = await repo.insertSkus(
      tx.db,
      fresh.map((sku) => ({
        ...skuFields(sku),
        goods_id: goodsId,
        site_id: siteId,
        discount_price: sku.price,
        stock: sku.stock,
      })),
    );
    const idOf = new Map(fresh.map((sku, i) => [sku, freshIds[i]!]));
    const defaultSku = input.skus[0]!.sku_id || idOf.get(input.skus[0]!)!;
    await repo.repointFollows(tx.db, removed, defaultSku);

    const figures = await repo.skuFigures(tx.db, goodsId);
    const withFigures = {
      ...goodsRow,
      sku_id: defaultSku,
      price: Number(figures.price),
      market_price: input.skus[0]!.market_price,
      goods_stock: Number(figures.stock),
    };
    if (!existing) await repo.setGoodsFigures(tx.db, goodsId, withFigures);
    else if (
      // Without the form's version (an import's row) the last save wins; with it, a newer save is kept.
      !(await repo.updateGoodsIfUnchanged(
        tx.db,
        siteId,
        goodsId,
        input.modify_time === undefined ? null : existing.modify_time,
        withFigures,
      ))
    )
      throw new AppError('GOODS_EDITED_ELSEWHERE');
    for (const lang of OTHER_LANGS) await saveTranslation(tx, 'goods', goodsId, lang, clean.translations[lang]);

    const after = input.skus.map((sku) => ({
      sku_id: sku.sku_id || idOf.get(sku)!,
      sku_no: sku.sku_no,
      price: sku.price,
      stock: sku.stock,
    }));
    await audit(tx, {
      action: existing ? 'goods.edit' : 'goods.add',
      target: String(goodsId),
      before: existing ? snapshot(existing ?? null, before) : undefined,
      after: snapshot(goodsRow, after),
    });
    return {
      goods_id: goodsId,
      sku_id: defaultSku,
      goods_state: goodsRow.goods_state,
      verify_state: verifyState,
      modify_time: goodsRow.modify_time,
    };
  });
}

const money = (n: number) => fromMinor(n);

/** One of the shop's goods as the form loads it, each SKU with its locks and whether orders hold it. */
export async function goodsEditInfo(ctx: RequestContext, staff: StaffScope, goodsId: number): Promise<GoodsEditInfo> {
  const siteId = shopOfStaff(staff);
  const goods = await repo.findShopGoods(ctx.db, siteId, goodsId);
  if (!goods) throw new AppError('SELLER_GOODS_NOT_FOUND');
  const skus = await repo.listGoodsSkus(ctx.db, goodsId);
  const ids = skus.map((s) => s.sku_id);
  const [locks, held, ...translations] = await Promise.all([
    skuLocks(ctx, ids),
    repo.skusWithOrders(ctx.db, ids),
    ...OTHER_LANGS.map((lang) => storedTranslations(ctx, 'goods', [goodsId], lang)),
  ]);
  const specs = (goodsSpecText.decode(goods.goods_spec_format) ?? []).map((s) => ({
    spec_id: s.spec_id,
    spec_name: s.spec_name,
    value: s.value.map((v) => ({ spec_value_id: v.spec_value_id, spec_value_name: v.spec_value_name })),
  }));
  const translation = (i: number): GoodsTranslation => {
    const f = translations[i]!.get(String(goodsId)) ?? {};
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    return { goods_name: str(f.goods_name), introduction: str(f.introduction), goods_content: str(f.goods_content) };
  };
  return {
    goods_id: goods.goods_id,
    modify_time: goods.modify_time,
    goods_name: goods.goods_name,
    introduction: goods.introduction,
    goods_content: sanitizeHtml(goods.goods_content),
    keywords: goods.keywords,
    translations: { 'zh-cn': translation(0), 'en-us': translation(1) },
    category_id: goods.category_id,
    category_id_1: goods.category_id_1,
    category_id_2: goods.category_id_2,
    category_id_3: goods.category_id_3,
    shop_category_id: goods.shop_category_id,
    brand_id: goods.brand_id,
    unit: goods.unit,
    attrs: (goodsAttrText.decode(goods.goods_attr_format) ?? []).map((a) => ({
      attr_name: a.attr_name,
      attr_value_name: a.attr_value_name,
    })),
    specs,
    skus: skus.map((s) => {
      const values = skuSpecText.decode(s.sku_spec_format) ?? [];
      return {
        sku_id: s.sku_id,
        // In the specs' order, whatever order the SKU stored them in.
        spec_value_ids: specs.map((spec) => values.find((v) => v.spec_id === spec.spec_id)?.spec_value_id ?? 0),
        price: money(s.price),
        market_price: money(s.market_price),
        cost_price: money(s.cost_price),
        stock: s.stock,
        sku_no: s.sku_no,
        weight: s.weight,
        sku_image: s.sku_image,
        has_orders: held.has(s.sku_id) ? 1 : 0,
        locks: locks.get(s.sku_id) ?? [],
      };
    }),
    images: goods.goods_image.split(',').filter(Boolean),
    video_url: goods.video_url,
    is_virtual: goods.is_virtual,
    is_free_shipping: goods.is_free_shipping,
    express_template_id: goods.express_template_id,
    min_buy: goods.min_buy,
    max_buy: goods.max_buy,
    goods_state: goods.goods_state,
    verify_state: goods.verify_state,
    verify_state_remark: goods.verify_state_remark,
    is_delete: goods.is_delete,
    sale_num: goods.sale_num,
  };
}

/** The category's name in the staff member's language (Burmese, Chinese or English columns). */
function categoryName(
  ctx: RequestContext,
  c: { category_name: string; category_name1: string; category_name2: string },
) {
  const name = ctx.lang === 'zh-cn' ? c.category_name : ctx.lang === 'en-us' ? c.category_name1 : c.category_name2;
  return name || c.category_name2 || c.category_name;
}

/** The form's choices. */
export async function goodsEditOptions(ctx: RequestContext, staff: StaffScope): Promise<GoodsEditOptions> {
  const siteId = shopOfStaff(staff);
  const [categories, shopCategories, brands, review] = await Promise.all([
    repo.listCategoryOptions(ctx.db),
    shopCategoriesOf(ctx, siteId),
    repo.listBrandOptions(ctx.db),
    siteConfig(ctx.db, 'goods_review'),
  ]);
  type Node = GoodsEditOptions['categories'][number];
  const roots: Node[] = [];
  const level2 = new Map<number, Node['children'][number]>();
  const level1 = new Map<number, Node>();
  for (const c of categories) {
    const node = { id: c.category_id, name: categoryName(ctx, c) };
    if (c.level === 1) {
      const root = { ...node, children: [] };
      level1.set(c.category_id, root);
      roots.push(root);
    } else if (c.level === 2) {
      const mid = { ...node, children: [] };
      level2.set(c.category_id, mid);
      level1.get(c.pid)?.children.push(mid);
    } else level2.get(c.pid)?.children.push(node);
  }
  return {
    categories: roots,
    shop_categories: shopCategories.map((c) => ({ id: c.category_id, name: c.category_name, pid: c.pid })),
    brands: brands.map((b) => ({ id: b.brand_id, name: b.brand_name })),
    review_edits: review.edits,
    review_new: review.new_goods,
  };
}
