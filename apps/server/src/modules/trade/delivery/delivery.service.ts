import type { DeliveryType, ErrorKey, MemberAddress, PickupStore } from '@zay/contract';
import { parseJsonArray } from '../../../lib/json-array';
import type { RequestContext } from '../../../lib/context';
import { deliverySlots, parseWindows, type DeliverySlot } from './delivery-slots';
import * as repo from './delivery.repository';
import { expressFreight, parseRules, type FreightTemplate } from './freight';

/** A pickup store as the checkout lists it, with the coordinates an order's `delivery_store_info` keeps. */
export type Store = PickupStore & { longitude: string; latitude: string };

export interface ShopDelivery {
  siteId: number;
  /** Offered methods, in the order shown; pickup only when the shop has an open store. */
  methods: DeliveryType[];
  /** True when the shop enabled pickup but has no open store. */
  pickupWithoutStores: boolean;
  stores: Store[];
  slots: DeliverySlot[];
  /** The shop's express templates by id, and the one its goods without their own use (0: none). */
  templates: Map<number, FreightTemplate>;
  defaultTemplateId: number;
  /** Each SKU's template (as the goods names it) and weight in grams. */
  skus: Map<number, { templateId: number; weight: number }>;
  localFee: number;
  /** Region ids (cities/townships) served by local delivery; empty: everywhere. */
  localArea: number[];
  localMinMoney: number;
}

type Loaded = {
  stores: Store[];
  templates: repo.TemplateRow[];
  skus: repo.SkuFreightRow[];
};

const toTemplate = (t: repo.TemplateRow): FreightTemplate => ({
  templateId: t.template_id,
  feeType: t.fee_type,
  rules: parseRules(t.rules),
  freeMoney: t.free_money,
});

function toShopDelivery(
  row: repo.DeliveryConfigRow | undefined,
  siteId: number,
  { stores, templates, skus }: Loaded,
  nowMs: number,
): ShopDelivery {
  const methods: DeliveryType[] = [];
  const byId = new Map(templates.map((t) => [t.template_id, toTemplate(t)]));
  const defaultTemplateId = templates.find((t) => t.is_default === 1)?.template_id ?? 0;
  if (row?.express_enabled && byId.size > 0) methods.push('express');
  if (row?.store_enabled && stores.length > 0) methods.push('store');
  const slots = row?.local_enabled ? deliverySlots(parseWindows(row.local_times), row.local_days, nowMs) : [];
  if (row?.local_enabled && slots.length > 0) methods.push('local');
  return {
    siteId,
    methods,
    pickupWithoutStores: !!row?.store_enabled && stores.length === 0,
    stores,
    slots,
    templates: byId,
    defaultTemplateId,
    skus: new Map(skus.map((k) => [k.sku_id, { templateId: k.express_template_id, weight: k.weight }])),
    localFee: row?.local_fee ?? 0,
    localArea: parseJsonArray(row?.local_area ?? '[]').filter((id): id is number => Number.isSafeInteger(id)),
    localMinMoney: row?.local_min_money ?? 0,
  };
}

/**
 * Each shop's delivery methods, pickup stores, local-delivery slots and express templates, with
 * the template and weight of the SKUs bought; four queries for any number of shops.
 */
export async function shopDeliveries(
  ctx: RequestContext,
  siteIds: number[],
  skuIds: number[] = [],
): Promise<Map<number, ShopDelivery>> {
  const [configs, stores, templates, skus] = await Promise.all([
    repo.findDeliveryConfigs(ctx.db, siteIds),
    repo.findPickupStores(ctx.db, siteIds),
    repo.findTemplates(ctx.db, siteIds),
    repo.findSkuFreight(ctx.db, skuIds),
  ]);
  const bySite = new Map(configs.map((c) => [c.site_id, c]));
  return new Map(
    siteIds.map((id) => [
      id,
      toShopDelivery(
        bySite.get(id),
        id,
        {
          stores: stores.filter((s) => s.site_id === id).map(({ site_id: _s, verifier_ids: _v, ...store }) => store),
          templates: templates.filter((t) => t.site_id === id),
          skus: skus.filter((k) => k.site_id === id),
        },
        ctx.now() * 1000,
      ),
    ]),
  );
}

export interface FeeInput {
  type: DeliveryType;
  goodsMoney: number;
  /** Every line of the order ships free. */
  allFreeShipping: boolean;
  /** A full-reduction tier gives free shipping. */
  promotionFreeShipping: boolean;
  lines: { skuId: number; num: number; price: number; isFreeShipping: number }[];
  /** The buyer's address; null before one is chosen (the fee is then the templates' first rule's). */
  address: Pick<MemberAddress, 'province_id' | 'city_id' | 'district_id'> | null;
}

export type Fee = { fee: number; error: ErrorKey | null };

/** The express fee from the goods' templates and the address's state/region (ADR 101). */
function expressFee(d: ShopDelivery, f: FeeInput): Fee {
  const lines = f.lines
    .filter((l) => l.isFreeShipping !== 1)
    .map((l) => {
      const sku = d.skus.get(l.skuId);
      const own = sku && d.templates.has(sku.templateId) ? sku.templateId : d.defaultTemplateId;
      return { templateId: own, num: l.num, weight: sku?.weight ?? 0, money: l.price * l.num };
    });
  const fee = expressFreight(d.templates, lines, f.address ? f.address.province_id : null);
  if (fee === null) return { fee: 0, error: 'EXPRESS_REGION_UNCOVERED' };
  return { fee: f.allFreeShipping || f.promotionFreeShipping ? 0 : fee, error: null };
}

/** The delivery fee of one shop's order, or why the chosen method cannot serve it. */
export function deliveryFee(d: ShopDelivery, f: FeeInput): Fee {
  if (f.type === 'store') return { fee: 0, error: null };
  if (f.type === 'express') return expressFee(d, f);
  const a = f.address;
  if (a && d.localArea.length > 0 && ![a.district_id, a.city_id, a.province_id].some((id) => d.localArea.includes(id)))
    return { fee: 0, error: 'LOCAL_AREA_UNCOVERED' };
  if (f.goodsMoney < d.localMinMoney) return { fee: 0, error: 'LOCAL_MIN_ORDER_NOT_REACHED' };
  return { fee: d.localFee, error: null };
}
