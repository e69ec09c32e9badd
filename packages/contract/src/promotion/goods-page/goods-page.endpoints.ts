import { z } from 'zod';
import { defineEndpoint } from '../../common/endpoint';
import { evaluateCountSchema, flagResultSchema, manjianSchema } from '../../catalog/catalog.schemas';
import { goodsDetailSchema, skuIdBodySchema } from '../../catalog/goods.schemas';
import { bundlingSchema } from '../combo/combo.schemas';
import { goodsCouponListSchema } from '../coupon/coupon.schemas';
import { groupbuyOfSkuSchema } from '../groupbuy/groupbuy.schemas';
import { seckillOfSkuSchema } from '../seckill/seckill.schemas';
import { topicOfSkuSchema } from '../topic/topic.schemas';

/**
 * Zay's own read of a goods page (ADR 106): what goodssku/detail, goodssku/info, manjian/info, the
 * seckill, group buy and topic `running` calls, bundling/lists, coupon/typelists,
 * goodsevaluate/count, goodscollect/iscollect and shopmember/issubscribe answer, in one answer
 * with the same shapes. `detail` is read afresh (price and stock as of now); `time` is the
 * server's clock that decided which promotions run. A promotion whose addon is off is null
 * (or empty); `evaluate_count` is null when the goods has no evaluation; `collected` and
 * `following` are 0 for a visitor. Those calls stay as they are for other clients.
 */
export const pcGoodsPageEndpoint = defineEndpoint({
  path: '/api/pc/goodsPage',
  body: skuIdBodySchema,
  response: z.object({
    detail: goodsDetailSchema,
    time: z.number().int(),
    manjian: manjianSchema.nullable(),
    seckill: seckillOfSkuSchema,
    groupbuy: groupbuyOfSkuSchema,
    topic: topicOfSkuSchema,
    bundling: z.array(bundlingSchema),
    coupons: goodsCouponListSchema,
    evaluate_count: evaluateCountSchema.nullable(),
    collected: flagResultSchema,
    following: flagResultSchema,
  }),
  auth: 'optional',
});
