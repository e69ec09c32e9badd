import { inTransaction, type RequestContext } from '../../lib/context';
import * as repo from './stock.repository';

// Stock and the sales counters (goods_sku.stock and sale_num, goods.sale_num) move only here
// (ADR 036): what is taken is counted sold and what returns is uncounted, so stock + sold stays
// constant. Order kinds call it for SKU stock; a promotion's quota is its own service's. A shop's
// own edits (ADR 090) move stock by difference and retire SKUs, also only here.

/** An amount of one SKU of one goods. */
export interface StockLine {
  skuId: number;
  goodsId: number;
  num: number;
}

/** Stock moves with the change it belongs to (an order, a refund) or not at all. */
const OUTSIDE_TRANSACTION = 'stock moves only inside the transaction of the change it belongs to';

/** SKUs in id order, and goods totals in id order: concurrent transactions never lock in a cycle. */
const bySku = (lines: StockLine[]) => [...lines].sort((a, b) => a.skuId - b.skuId);
function goodsTotals(lines: StockLine[]) {
  const byGoods = new Map<number, number>();
  for (const l of lines) byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) + l.num);
  return [...byGoods].sort((a, b) => a[0] - b[0]);
}

/**
 * Takes the lines from their SKUs' stock by conditional updates; false when any line is short —
 * the caller then rolls its transaction back, with whatever was taken before.
 */
export async function takeStock(ctx: RequestContext, lines: StockLine[]): Promise<boolean> {
  const db = inTransaction(ctx, OUTSIDE_TRANSACTION);
  for (const l of bySku(lines)) if (!(await repo.takeSkuStock(db, l.skuId, l.num))) return false;
  for (const [goodsId, num] of goodsTotals(lines)) await repo.countGoodsSales(db, goodsId, num);
  return true;
}

/** Gives the lines back to their SKUs' stock (an order closed; a refund). */
export async function returnStock(ctx: RequestContext, lines: StockLine[]): Promise<void> {
  const db = inTransaction(ctx, OUTSIDE_TRANSACTION);
  for (const l of bySku(lines)) await repo.returnSkuStock(db, l.skuId, l.num);
  for (const [goodsId, num] of goodsTotals(lines)) await repo.countGoodsSales(db, goodsId, -num);
}

/**
 * A shop's stock edits of several SKUs, each by difference from what its form showed (orders that took units
 * meanwhile keep them, and the shop's change lands on top), in one statement:
 * all move or, when any would go below 0, false and the caller rolls its transaction back.
 */
export async function adjustStocks(ctx: RequestContext, moves: { skuId: number; delta: number }[]): Promise<boolean> {
  const db = inTransaction(ctx, OUTSIDE_TRANSACTION);
  const moving = moves.filter((m) => m.delta !== 0).sort((a, b) => a.skuId - b.skuId);
  return (await repo.adjustSkuStocks(db, moving)) === moving.length;
}

/** Retires SKUs removed from their goods while orders hold them: no stock, never sold again. */
export async function retireSkus(ctx: RequestContext, skuIds: number[]): Promise<void> {
  await repo.retireSkus(
    inTransaction(ctx, OUTSIDE_TRANSACTION),
    [...skuIds].sort((a, b) => a - b),
  );
}
