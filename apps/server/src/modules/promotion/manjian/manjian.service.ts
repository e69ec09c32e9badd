import { parseJsonArray } from '../../../lib/json-array';
import { fromMinor, toMinor, type Manjian } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { translateRows } from '../../site';
import * as repo from './manjian.repository';

interface StoredRule {
  money?: number;
  discount_money?: number;
  free_shipping?: number;
  point?: number;
  coupon_id?: number;
}

const int = (n: unknown) => (Number.isSafeInteger(n) ? (n as number) : 0);

/** Tiers from the stored JSON, lowest threshold first; malformed tiers are skipped. */
function rules(json: string): Manjian['rule_json'] {
  const parsed = parseJsonArray(json);
  return (parsed as StoredRule[])
    .filter((r) => r && Number.isSafeInteger(r.money) && r.money! > 0)
    .sort((a, b) => a.money! - b.money!)
    .map((r) => ({
      money: fromMinor(r.money!),
      discount_money: fromMinor(Math.max(0, int(r.discount_money))),
      free_shipping: r.free_shipping ? 1 : 0,
      point: Math.max(0, int(r.point)),
      coupon_id: Math.max(0, int(r.coupon_id)),
    }));
}

/** The promotion's name in the request's language (kind `manjian`, ADR 097). */
const named = (ctx: RequestContext, rows: repo.ManjianRow[]) => translateRows(ctx, 'manjian', rows, (r) => r.manjian_id);

const appliesTo = (row: repo.ManjianRow, goodsId: number) =>
  row.manjian_type === 1 || row.goods_ids.split(',').map(Number).includes(goodsId);

/** The newest running full reduction of the goods' shop that covers the goods, or null. */
export async function runningManjianFor(ctx: RequestContext, goodsId: number, siteId: number): Promise<Manjian | null> {
  const rows = await repo.listRunningManjian(ctx.db, siteId, ctx.now());
  const found = rows.find((r) => appliesTo(r, goodsId));
  if (!found) return null;
  const [row] = await named(ctx, [found]);
  const { goods_ids: _ids, rule_json, ...rest } = row!;
  return { ...rest, rule_json: rules(rule_json) };
}

/** manjian/info: by goods id or SKU id; hidden or unknown goods have none. */
export async function manjianInfo(ctx: RequestContext, ref: { goods_id?: number; sku_id?: number }) {
  const goods = await repo.findGoodsShop(ctx.db, { goodsId: ref.goods_id, skuId: ref.sku_id });
  return goods ? runningManjianFor(ctx, goods.goods_id, goods.site_id) : null;
}

/** The shop's newest running full reduction for checkout: tiers in minor units and the goods it covers. */
export async function shopManjian(ctx: RequestContext, siteId: number) {
  const [found] = await repo.listRunningManjian(ctx.db, siteId, ctx.now());
  if (!found) return null;
  const [row] = await named(ctx, [found]);
  if (!row) return null;
  return {
    manjian_id: row.manjian_id,
    manjian_name: row.manjian_name,
    tiers: rules(row.rule_json).map((r) => ({
      money: toMinor(r.money),
      discount_money: toMinor(r.discount_money),
      free_shipping: r.free_shipping,
    })),
    covers: (goodsId: number) => appliesTo(row, goodsId),
  };
}
