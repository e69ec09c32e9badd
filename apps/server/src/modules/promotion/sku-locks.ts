import type { SkuLock } from '@zay/contract';
import { registerSkuLocks } from '../catalog';
import * as repo from './sku-locks.repository';

const FIELDS: Record<SkuLock['kind'], SkuLock['fields']> = {
  // A quota sold at a price set below the SKU's: both stay.
  seckill: ['price', 'stock'],
  groupbuy: ['price', 'stock'],
  topic: ['price', 'stock'],
  // A package price set below its SKUs' prices together; each SKU's stock is what limits it, so it may move.
  combo: ['price'],
};

const as = (kind: SkuLock['kind']) => (rows: { sku_id: number; name: string }[]) =>
  rows.map((r) => ({ sku_id: r.sku_id, lock: { kind, name: r.name, fields: FIELDS[kind] } }));

/**
 * Plugs the promotions' SKU locks into the goods service (catalog/goods-edit/sku-locks.ts, ADR 090):
 * a SKU in a seckill, group buy, topic or combo that is on keeps what the promotion relies on.
 */
export function plugSkuLocks() {
  registerSkuLocks('seckill', async (ctx, ids) => as('seckill')(await repo.seckillSkus(ctx.db, ids, ctx.now())));
  registerSkuLocks('groupbuy', async (ctx, ids) => as('groupbuy')(await repo.groupbuySkus(ctx.db, ids, ctx.now())));
  registerSkuLocks('topic', async (ctx, ids) => as('topic')(await repo.topicSkus(ctx.db, ids, ctx.now())));
  registerSkuLocks('combo', async (ctx, ids) => as('combo')(await repo.comboSkus(ctx.db, ids)));
}
