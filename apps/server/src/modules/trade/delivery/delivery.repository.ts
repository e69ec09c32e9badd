import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/database';
import type { ShopDeliveryTable, ShopExpressTemplateTable, ShopStoreTable } from './delivery.table';

export async function findDeliveryConfigs(db: Db, siteIds: number[]) {
  if (siteIds.length === 0) return [];
  return db
    .selectFrom('shop_delivery')
    .select([
      'site_id',
      'express_enabled',
      'express_fee',
      'express_free_money',
      'store_enabled',
      'local_enabled',
      'local_fee',
      'local_times',
      'local_days',
      'local_area',
      'local_min_money',
    ])
    .where('site_id', 'in', siteIds)
    .execute();
}
export type DeliveryConfigRow = Awaited<ReturnType<typeof findDeliveryConfigs>>[number];

/** Open pickup stores of the shops, in the shops' order. */
export async function findPickupStores(db: Db, siteIds: number[]) {
  if (siteIds.length === 0) return [];
  return db
    .selectFrom('shop_store')
    .select([
      'store_id',
      'site_id',
      'store_name',
      'telephone',
      'full_address',
      'open_date',
      'longitude',
      'latitude',
      'verifier_ids',
    ])
    .where('site_id', 'in', siteIds)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('store_id')
    .execute();
}

/** The shops' express templates. */
export async function findTemplates(db: Db, siteIds: number[]) {
  if (siteIds.length === 0) return [];
  return db
    .selectFrom('shop_express_template')
    .select(['template_id', 'site_id', 'fee_type', 'rules', 'free_money', 'is_default'])
    .where('site_id', 'in', siteIds)
    .orderBy('template_id')
    .execute();
}
export type TemplateRow = Awaited<ReturnType<typeof findTemplates>>[number];

/** The template (as the goods names it) and weight of SKUs. */
export async function findSkuFreight(db: Db, skuIds: number[]) {
  if (skuIds.length === 0) return [];
  return db
    .selectFrom('goods_sku as k')
    .innerJoin('goods as g', 'g.goods_id', 'k.goods_id')
    .select(['k.sku_id', 'g.site_id', 'g.express_template_id', 'k.weight'])
    .where('k.sku_id', 'in', skuIds)
    .execute();
}
export type SkuFreightRow = Awaited<ReturnType<typeof findSkuFreight>>[number];

/* `/seller/delivery` (ADR 101): every query names the shop. */

export const findShopConfig = (db: Db, siteId: number) =>
  db.selectFrom('shop_delivery').selectAll().where('site_id', '=', siteId).executeTakeFirst();

export async function saveShopConfig(db: Db, siteId: number, row: Omit<Insertable<ShopDeliveryTable>, 'site_id'>) {
  await db
    .insertInto('shop_delivery')
    .values({ site_id: siteId, ...row })
    .onConflict((oc) => oc.column('site_id').doUpdateSet(row))
    .execute();
}

export const listShopTemplates = (db: Db, siteId: number) =>
  db
    .selectFrom('shop_express_template as t')
    .select([
      't.template_id',
      't.template_name',
      't.fee_type',
      't.rules',
      't.free_money',
      't.is_default',
      (eb) =>
        eb
          .selectFrom('goods as g')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('g.express_template_id', '=', 't.template_id')
          .where('g.site_id', '=', siteId)
          .where('g.is_delete', '=', 0)
          .as('goods_count'),
    ])
    .where('t.site_id', '=', siteId)
    .orderBy('t.template_id')
    .execute();

export const findShopTemplate = (db: Db, siteId: number, templateId: number) =>
  db
    .selectFrom('shop_express_template')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('template_id', '=', templateId)
    .executeTakeFirst();

export async function countTemplates(db: Db, siteId: number) {
  const r = await db
    .selectFrom('shop_express_template')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertTemplate(db: Db, row: Insertable<ShopExpressTemplateTable>) {
  const r = await db.insertInto('shop_express_template').values(row).returning('template_id').executeTakeFirstOrThrow();
  return r.template_id;
}

export async function updateTemplate(
  db: Db,
  siteId: number,
  templateId: number,
  row: Updateable<ShopExpressTemplateTable>,
) {
  const r = await db
    .updateTable('shop_express_template')
    .set(row)
    .where('site_id', '=', siteId)
    .where('template_id', '=', templateId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Makes one template the shop's only default. */
export async function makeDefault(db: Db, siteId: number, templateId: number) {
  await db
    .updateTable('shop_express_template')
    .set((eb) => ({ is_default: eb.case().when('template_id', '=', templateId).then(1).else(0).end() }))
    .where('site_id', '=', siteId)
    .execute();
}

/** Deletes a template that is not the default; its goods fall back to the default (template 0). */
export async function deleteTemplate(db: Db, siteId: number, templateId: number) {
  const r = await db
    .deleteFrom('shop_express_template')
    .where('site_id', '=', siteId)
    .where('template_id', '=', templateId)
    .where('is_default', '=', 0)
    .executeTakeFirst();
  if (Number(r.numDeletedRows) !== 1) return false;
  await db
    .updateTable('goods')
    .set({ express_template_id: 0 })
    .where('site_id', '=', siteId)
    .where('express_template_id', '=', templateId)
    .execute();
  return true;
}

export const listShopStores = (db: Db, siteId: number) =>
  db
    .selectFrom('shop_store')
    .select(['store_id', 'store_name', 'telephone', 'full_address', 'open_date', 'verifier_ids', 'status', 'sort'])
    .where('site_id', '=', siteId)
    .orderBy('sort')
    .orderBy('store_id')
    .execute();

export const findShopStore = (db: Db, siteId: number, storeId: number) =>
  db
    .selectFrom('shop_store')
    .select(['store_id', 'store_name', 'telephone', 'full_address', 'open_date', 'verifier_ids', 'status', 'sort'])
    .where('site_id', '=', siteId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();

export async function countStores(db: Db, siteId: number) {
  const r = await db
    .selectFrom('shop_store')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertStore(db: Db, row: Insertable<ShopStoreTable>) {
  const r = await db.insertInto('shop_store').values(row).returning('store_id').executeTakeFirstOrThrow();
  return r.store_id;
}

export async function updateStore(db: Db, siteId: number, storeId: number, row: Updateable<ShopStoreTable>) {
  const r = await db
    .updateTable('shop_store')
    .set(row)
    .where('site_id', '=', siteId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteStore(db: Db, siteId: number, storeId: number) {
  const r = await db
    .deleteFrom('shop_store')
    .where('site_id', '=', siteId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/**
 * A default template per shop covering every state/region at a flat first fee (extra units free)
 * and a free-from amount: today's flat express fee as a template (the seed and the test kits,
 * as migration 047 did for existing shops).
 */
export async function insertFlatTemplates(
  db: Db,
  shops: { site_id: number; first_fee: number; free_money: number }[],
  now: number,
) {
  if (shops.length === 0) return;
  const regions = await db
    .selectFrom('region')
    .select('id')
    .where('level', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const region_ids = regions.map((r) => r.id);
  await db
    .insertInto('shop_express_template')
    .values(
      shops.map((s) => ({
        site_id: s.site_id,
        template_name: 'ပုံမှန်ပို့ခ',
        fee_type: 1,
        rules: JSON.stringify([{ region_ids, first_fee: s.first_fee, extra_fee: 0 }]),
        free_money: s.free_money,
        is_default: 1,
        create_time: now,
        update_time: now,
      })),
    )
    .execute();
}
