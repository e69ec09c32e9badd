import { expressionBuilder } from 'kysely';
import type { Database } from './schema';

/*
 * Goods a shopper may see: on sale, approved, not deleted, and sold by an open shop. This is the
 * one definition of that rule (ADR 038): queries filter with `visibleGoods`, code that already
 * holds a row asks `isVisibleGoods` (after selecting `VISIBILITY_COLUMNS`).
 */

const eb = expressionBuilder<Database & { g: Database['goods'] }, 'g'>();

/** The rule as a condition on the goods aliased `g`: `.where(visibleGoods)`. */
export const visibleGoods = eb.and([
  eb('g.goods_state', '=', 1),
  eb('g.verify_state', '=', 1),
  eb('g.is_delete', '=', 0),
  eb('g.site_id', 'in', eb.selectFrom('shop').select('shop.site_id').where('shop.shop_status', '=', 1)),
]);

/** What `isVisibleGoods` reads, from the goods aliased `g` and its shop aliased `sh`. */
export const VISIBILITY_COLUMNS = ['g.goods_state', 'g.verify_state', 'g.is_delete', 'sh.shop_status'] as const;

export interface VisibilityRow {
  goods_state: number;
  verify_state: number;
  is_delete: number;
  shop_status: number;
}

/** The rule on a row that carries `VISIBILITY_COLUMNS`. */
export const isVisibleGoods = (r: VisibilityRow) =>
  r.goods_state === 1 && r.verify_state === 1 && r.is_delete === 0 && r.shop_status === 1;
