import type { DeliveryType, PickupStore } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { deliverySlots, parseWindows, type DeliverySlot } from './delivery-slots';
import * as repo from './delivery.repository';

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
  expressFee: number;
  expressFreeMoney: number;
  localFee: number;
}

function toShopDelivery(
  row: repo.DeliveryConfigRow | undefined,
  siteId: number,
  stores: Store[],
  nowMs: number,
): ShopDelivery {
  const methods: DeliveryType[] = [];
  if (row?.express_enabled) methods.push('express');
  if (row?.store_enabled && stores.length > 0) methods.push('store');
  const slots = row?.local_enabled ? deliverySlots(parseWindows(row.local_times), row.local_days, nowMs) : [];
  if (row?.local_enabled && slots.length > 0) methods.push('local');
  return {
    siteId,
    methods,
    pickupWithoutStores: !!row?.store_enabled && stores.length === 0,
    stores,
    slots,
    expressFee: row?.express_fee ?? 0,
    expressFreeMoney: row?.express_free_money ?? 0,
    localFee: row?.local_fee ?? 0,
  };
}

/** Each shop's delivery methods, pickup stores and local-delivery slots; two queries for any number of shops. */
export async function shopDeliveries(ctx: RequestContext, siteIds: number[]): Promise<Map<number, ShopDelivery>> {
  const [configs, stores] = await Promise.all([
    repo.findDeliveryConfigs(ctx.db, siteIds),
    repo.findPickupStores(ctx.db, siteIds),
  ]);
  const bySite = new Map(configs.map((c) => [c.site_id, c]));
  return new Map(
    siteIds.map((id) => [
      id,
      toShopDelivery(
        bySite.get(id),
        id,
        stores.filter((s) => s.site_id === id).map(({ site_id: _s, ...store }) => store),
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
}

/** The delivery fee of one shop's order. */
export function deliveryFee(d: ShopDelivery, f: FeeInput): number {
  if (f.type === 'store') return 0;
  if (f.type === 'local') return d.localFee;
  const free =
    f.allFreeShipping || f.promotionFreeShipping || (d.expressFreeMoney > 0 && f.goodsMoney >= d.expressFreeMoney);
  return free ? 0 : d.expressFee;
}
