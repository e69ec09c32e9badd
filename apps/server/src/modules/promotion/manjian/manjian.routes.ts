import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { registerEndpoint } from '../../../plugins/endpoints';
import { registerGoodsPromotion, type GoodsPromotionSource } from '../../catalog';
import { manjianInfo, runningManjianFor } from './manjian.service';

/** The goods page's entry for the goods' running full reduction (catalog/goods-promotions.ts). */
const goodsManjian: GoodsPromotionSource = async (ctx, goodsId, siteId) => {
  const manjian = await runningManjianFor(ctx, goodsId, siteId);
  if (!manjian) return null;
  const { manjian_name: promotion_name, start_time, end_time } = manjian;
  return { promotion_type: 'manjian', promotion_name, start_time, end_time };
};

/** The full reduction's (manjian) call, and its line on the goods page's promotions. */
export function manjianRoutes(app: FastifyInstance) {
  registerGoodsPromotion('manjian', goodsManjian);
  registerEndpoint(app, c.manjianInfoEndpoint, (ctx, body) => manjianInfo(ctx, body));
}
