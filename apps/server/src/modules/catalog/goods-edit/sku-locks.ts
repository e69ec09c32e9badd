import type { SkuLock } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';

/**
 * A promotion's SKUs whose price and stock it relies on while it is on (not ended, not closed):
 * a seckill, group buy or topic sells a quota of the SKU at a price set below the SKU's, and a
 * combo's price is set below its SKUs' together. The promotion modules (higher domains) plug
 * their source in; the goods service asks every source before it changes a SKU (ADR 090).
 */
export type SkuLockSource = (ctx: RequestContext, skuIds: number[]) => Promise<{ sku_id: number; lock: SkuLock }[]>;

/** By name, so that building many apps in one process plugs each source in once. */
const sources = new Map<string, SkuLockSource>();

export function registerSkuLocks(name: string, source: SkuLockSource): void {
  sources.set(name, source);
}

/** Every lock on the given SKUs, by SKU id. */
export async function skuLocks(ctx: RequestContext, skuIds: number[]): Promise<Map<number, SkuLock[]>> {
  const out = new Map<number, SkuLock[]>();
  if (skuIds.length === 0) return out;
  const found = await Promise.all([...sources.values()].map((source) => source(ctx, skuIds)));
  for (const { sku_id, lock } of found.flat()) {
    const list = out.get(sku_id) ?? [];
    list.push(lock);
    out.set(sku_id, list);
  }
  return out;
}
