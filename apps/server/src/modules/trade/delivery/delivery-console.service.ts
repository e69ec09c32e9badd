import {
  DELIVERY_TEMPLATE_MAX,
  PICKUP_STORE_MAX,
  fromMinor,
  type SellerDelivery,
  type SellerDeliverySettingsBody,
  type SellerStoreSaveBody,
  type SellerTemplateSaveBody,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { parseJsonArray } from '../../../lib/json-array';
import type { StaffScope } from '../../../lib/staff-scope';
import { regionsByIds } from '../../member';
import type { Audit } from '../../site';
import { listShopStaff } from '../../staff';
import { parseWindows } from './delivery-slots';
import * as repo from './delivery.repository';
import { parseRules } from './freight';

/*
 * `/seller/delivery` (issue 30, ADR 101): the caller's own shop only — every query names
 * `site_id = staff.siteId`, so another shop's template or store id is "not found". Every change is
 * written to the action log in its transaction with before and after.
 */

function shopOf(staff: StaffScope) {
  if (staff.siteId <= 0) throw new AppError('SHOP_NOT_FOUND');
  return staff.siteId;
}

const ids = (json: string) => parseJsonArray(json).filter((id): id is number => Number.isSafeInteger(id));

export async function deliveryPage(ctx: RequestContext, staff: StaffScope): Promise<SellerDelivery> {
  const siteId = shopOf(staff);
  const [config, templates, stores, people] = await Promise.all([
    repo.findShopConfig(ctx.db, siteId),
    repo.listShopTemplates(ctx.db, siteId),
    repo.listShopStores(ctx.db, siteId),
    listShopStaff(ctx, staff),
  ]);
  return {
    express_enabled: config?.express_enabled ?? 0,
    store_enabled: config?.store_enabled ?? 0,
    local_enabled: config?.local_enabled ?? 0,
    local_fee: fromMinor(config?.local_fee ?? 0),
    local_min_money: fromMinor(config?.local_min_money ?? 0),
    local_area: ids(config?.local_area ?? '[]'),
    local_times: parseWindows(config?.local_times ?? '[]'),
    local_days: config?.local_days ?? 3,
    templates: templates.map((t) => ({
      template_id: t.template_id,
      template_name: t.template_name,
      fee_type: t.fee_type,
      rules: parseRules(t.rules).map((r) => ({
        region_ids: r.region_ids,
        first_fee: fromMinor(r.first_fee),
        extra_fee: fromMinor(r.extra_fee),
      })),
      free_money: fromMinor(t.free_money),
      is_default: t.is_default,
      goods_count: Number(t.goods_count ?? 0),
    })),
    stores: stores.map((s) => ({ ...s, verifier_ids: ids(s.verifier_ids) })),
    staff: people
      .filter((p) => p.status === 1)
      .map((p) => ({ staff_id: p.staff_id, nickname: p.nickname || p.username, role: p.role })),
  };
}

/** The ids must all be regions of the given levels. */
async function checkRegions(
  ctx: RequestContext,
  regionIds: number[],
  levels: number[],
  key: 'DELIVERY_RULES_INVALID' | 'DELIVERY_AREA_INVALID',
) {
  const unique = [...new Set(regionIds)];
  const rows = await regionsByIds(ctx, unique);
  if (rows.length !== unique.length || rows.some((r) => !levels.includes(r.level))) throw new AppError(key);
}

export async function saveSettings(
  ctx: RequestContext,
  staff: StaffScope,
  body: SellerDeliverySettingsBody,
  audit: Audit,
) {
  const siteId = shopOf(staff);
  await checkRegions(ctx, body.local_area, [2, 3], 'DELIVERY_AREA_INVALID');
  const before = await deliveryPage(ctx, staff);
  const row = {
    express_enabled: body.express_enabled,
    store_enabled: body.store_enabled,
    local_enabled: body.local_enabled,
    local_fee: body.local_fee,
    local_min_money: body.local_min_money,
    local_area: JSON.stringify([...new Set(body.local_area)]),
    local_times: JSON.stringify(body.local_times),
    local_days: body.local_days,
    update_time: ctx.now(),
  };
  await withTransaction(ctx, async (tx) => {
    await repo.saveShopConfig(tx.db, siteId, row);
    const { templates: _t, stores: _s, staff: _p, ...was } = before;
    await audit(tx, {
      action: 'delivery.settings',
      target: String(siteId),
      before: was,
      after: { ...body, local_fee: fromMinor(body.local_fee), local_min_money: fromMinor(body.local_min_money) },
    });
  });
  return deliveryPage(ctx, staff);
}

/** Each state/region in one rule only; all of them level-1 regions. */
async function checkRules(ctx: RequestContext, rules: SellerTemplateSaveBody['rules']) {
  const all = rules.flatMap((r) => r.region_ids);
  if (new Set(all).size !== all.length) throw new AppError('DELIVERY_RULES_INVALID');
  await checkRegions(ctx, all, [1], 'DELIVERY_RULES_INVALID');
}

export async function saveTemplate(ctx: RequestContext, staff: StaffScope, body: SellerTemplateSaveBody, audit: Audit) {
  const siteId = shopOf(staff);
  await checkRules(ctx, body.rules);
  const fields = {
    template_name: body.template_name,
    fee_type: body.fee_type,
    rules: JSON.stringify(body.rules),
    free_money: body.free_money,
    update_time: ctx.now(),
  };
  const logged = { ...body, rules: body.rules, template_id: undefined };
  await withTransaction(ctx, async (tx) => {
    let id: number;
    if (body.template_id === undefined) {
      const n = await repo.countTemplates(tx.db, siteId);
      if (n >= DELIVERY_TEMPLATE_MAX) throw new AppError('DELIVERY_TEMPLATE_LIMIT', { max: DELIVERY_TEMPLATE_MAX });
      // The shop's first template is its default.
      id = await repo.insertTemplate(tx.db, { site_id: siteId, ...fields, is_default: 0, create_time: tx.now() });
      if (body.is_default === 1 || n === 0) await repo.makeDefault(tx.db, siteId, id);
      await audit(tx, { action: 'delivery.template.add', target: String(id), after: logged });
    } else {
      const before = await repo.findShopTemplate(tx.db, siteId, body.template_id);
      if (!before) throw new AppError('DELIVERY_TEMPLATE_NOT_FOUND');
      id = before.template_id;
      await repo.updateTemplate(tx.db, siteId, id, fields);
      if (body.is_default === 1) await repo.makeDefault(tx.db, siteId, id);
      const { site_id: _s, create_time: _c, update_time: _u, ...was } = before;
      await audit(tx, {
        action: 'delivery.template.edit',
        target: String(id),
        before: { ...was, rules: parseRules(was.rules) },
        after: logged,
      });
    }
  });
  return deliveryPage(ctx, staff);
}

export async function deleteTemplate(ctx: RequestContext, staff: StaffScope, templateId: number, audit: Audit) {
  const siteId = shopOf(staff);
  await withTransaction(ctx, async (tx) => {
    const before = await repo.findShopTemplate(tx.db, siteId, templateId);
    if (!before) throw new AppError('DELIVERY_TEMPLATE_NOT_FOUND');
    if (!(await repo.deleteTemplate(tx.db, siteId, templateId))) throw new AppError('DELIVERY_TEMPLATE_DEFAULT');
    const { site_id: _s, ...was } = before;
    await audit(tx, {
      action: 'delivery.template.delete',
      target: String(templateId),
      before: { ...was, rules: parseRules(was.rules) },
    });
  });
  return deliveryPage(ctx, staff);
}

/** The verifiers must be the shop's own active staff. */
async function checkVerifiers(ctx: RequestContext, staff: StaffScope, verifierIds: number[]) {
  if (verifierIds.length === 0) return;
  const active = new Set((await listShopStaff(ctx, staff)).filter((p) => p.status === 1).map((p) => p.staff_id));
  if (verifierIds.some((id) => !active.has(id))) throw new AppError('STORE_VERIFIER_INVALID');
}

export async function saveStore(ctx: RequestContext, staff: StaffScope, body: SellerStoreSaveBody, audit: Audit) {
  const siteId = shopOf(staff);
  await checkVerifiers(ctx, staff, body.verifier_ids);
  const verifierIds = [...new Set(body.verifier_ids)];
  const fields = {
    store_name: body.store_name,
    telephone: body.telephone,
    full_address: body.full_address,
    open_date: body.open_date,
    verifier_ids: JSON.stringify(verifierIds),
    status: body.status,
    sort: body.sort,
  };
  const after = { ...fields, verifier_ids: verifierIds };
  await withTransaction(ctx, async (tx) => {
    if (body.store_id === undefined) {
      if ((await repo.countStores(tx.db, siteId)) >= PICKUP_STORE_MAX)
        throw new AppError('PICKUP_STORE_LIMIT', { max: PICKUP_STORE_MAX });
      const id = await repo.insertStore(tx.db, { site_id: siteId, ...fields, create_time: tx.now() });
      await audit(tx, { action: 'delivery.store.add', target: String(id), after });
      return;
    }
    const before = await repo.findShopStore(tx.db, siteId, body.store_id);
    if (!before || !(await repo.updateStore(tx.db, siteId, body.store_id, fields)))
      throw new AppError('PICKUP_STORE_NOT_FOUND');
    await audit(tx, {
      action: 'delivery.store.edit',
      target: String(body.store_id),
      before: { ...before, verifier_ids: ids(before.verifier_ids) },
      after,
    });
  });
  return deliveryPage(ctx, staff);
}

export async function deleteStore(ctx: RequestContext, staff: StaffScope, storeId: number, audit: Audit) {
  const siteId = shopOf(staff);
  await withTransaction(ctx, async (tx) => {
    const before = await repo.findShopStore(tx.db, siteId, storeId);
    if (!before || !(await repo.deleteStore(tx.db, siteId, storeId))) throw new AppError('PICKUP_STORE_NOT_FOUND');
    await audit(tx, {
      action: 'delivery.store.delete',
      target: String(storeId),
      before: { ...before, verifier_ids: ids(before.verifier_ids) },
    });
  });
  return deliveryPage(ctx, staff);
}

/** The shop's templates as the goods editor offers them. */
export async function templateOptions(ctx: RequestContext, staff: StaffScope) {
  const rows = await repo.listShopTemplates(ctx.db, shopOf(staff));
  return rows.map((t) => ({ template_id: t.template_id, template_name: t.template_name, is_default: t.is_default }));
}
