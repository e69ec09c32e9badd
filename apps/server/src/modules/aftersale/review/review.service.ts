import { z } from 'zod';
import {
  EVALUATE_STATUS,
  explainTypeOf,
  type EvaluateInfo,
  type evaluateAddBodySchema,
  type evaluateAgainBodySchema,
} from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { countNewReviews } from '../../catalog';
import { getConfig } from '../../site';
import { memberInfo } from '../../member';
import { advanceEvaluateStatus, canEvaluate, orderToEvaluate, type OrderToEvaluate } from '../../trade';
import { addShopScores } from '../../shop';
import * as repo from './review.repository';

type AddBody = z.output<typeof evaluateAddBodySchema>;
type AgainBody = z.output<typeof evaluateAgainBodySchema>;

/** `evaluate_audit` 1: reviews wait for the platform's approval; otherwise they show at once. */
const auditConfigSchema = z.object({ evaluate_audit: z.coerce.number() });
const needsAudit = async (ctx: RequestContext) =>
  (await getConfig(ctx.db, 'goods_evaluate_config', auditConfigSchema, { evaluate_audit: 0 })).evaluate_audit === 1;

/** Why a review of the order cannot be written now, if it cannot (`first`: the first review). */
function refusal(order: OrderToEvaluate, first: boolean): AppError | null {
  if (order.evaluate_status === EVALUATE_STATUS.AGAIN)
    return new AppError(first ? 'ORDER_EVALUATED' : 'EVALUATE_FINISHED');
  if (!canEvaluate(order)) return new AppError('EVALUATE_NOT_ALLOWED');
  if (first && order.evaluate_status !== EVALUATE_STATUS.NONE) return new AppError('ORDER_EVALUATED');
  if (!first && order.evaluate_status !== EVALUATE_STATUS.DONE) return new AppError('EVALUATE_FIRST_REQUIRED');
  return null;
}

/** Each of the order's lines exactly once, in the order's order; anything else is malformed. */
function byLine<T extends { order_goods_id: number }>(lineIds: number[], items: T[]): T[] {
  const found = new Map(items.map((i) => [i.order_goods_id, i]));
  if (found.size !== items.length || found.size !== lineIds.length) throw new AppError('REVIEW_DATA_INVALID');
  return lineIds.map((id) => {
    const item = found.get(id);
    if (!item) throw new AppError('REVIEW_DATA_INVALID');
    return item;
  });
}

/** Every image must be one the member uploaded through `upload/evaluateimg`. */
async function checkImages(ctx: RequestContext, images: string[]) {
  const own = await repo.ownUploads(ctx.db, requireMember(ctx), [...new Set(images)]);
  if (images.some((p) => !own.has(p))) throw new AppError('REVIEW_IMAGE_INVALID');
}

/** `order/evluateinfo`: the lines to review and how far reviewing has gone. */
export async function evaluateInfo(ctx: RequestContext, orderId: number): Promise<EvaluateInfo> {
  const order = await orderToEvaluate(ctx, orderId);
  if (order.evaluate_status === EVALUATE_STATUS.AGAIN) throw new AppError('EVALUATE_FINISHED');
  if (!canEvaluate(order)) throw new AppError('EVALUATE_NOT_ALLOWED');
  return {
    evaluate_status: order.evaluate_status,
    evaluate_status_name: order.evaluate_status_name,
    list: order.goods.map((g) => ({
      ...g,
      order_id: order.order_id,
      order_no: order.order_no,
      site_id: order.site_id,
      site_name: order.site_name,
      member_id: order.member_id,
    })),
  };
}

/**
 * The first review: a review row per line (explain_type from its score, approved unless the
 * platform audits reviews), the shop's three scores, and the goods' and shop's figures, all in
 * one transaction that starts by moving the order to "reviewed" — a second submission loses there.
 */
export async function addEvaluate(ctx: RequestContext, body: AddBody): Promise<number> {
  const memberId = requireMember(ctx);
  const order = await orderToEvaluate(ctx, body.order_id);
  const refused = refusal(order, true);
  if (refused) throw refused;
  const items = byLine(
    order.goods.map((g) => g.order_goods_id),
    body.goods_evaluate,
  );
  await checkImages(
    ctx,
    items.flatMap((i) => i.images),
  );
  const approved = !(await needsAudit(ctx));
  const member = await memberInfo(ctx);
  const now = ctx.now();
  return withTransaction(ctx, async (tx) => {
    if (!(await advanceEvaluateStatus(tx, order.order_id, 0))) throw new AppError('ORDER_EVALUATED');
    await repo.insertReviews(
      tx.db,
      items.map((item, i) => {
        const line = order.goods[i]!;
        return {
          order_id: order.order_id,
          order_goods_id: line.order_goods_id,
          goods_id: line.goods_id,
          sku_id: line.sku_id,
          sku_name: line.sku_name,
          site_id: order.site_id,
          member_id: memberId,
          member_name: member.nickname || member.username,
          member_headimg: member.headimg,
          content: item.content,
          images: item.images.join(','),
          scores: item.scores,
          explain_type: explainTypeOf(item.scores),
          is_anonymous: body.is_anonymous,
          is_audit: approved ? 1 : 0,
          create_time: now,
        };
      }),
    );
    await rateShop(tx, order, body, now);
    if (approved)
      await countNewReviews(
        tx,
        order.goods.map((g) => g.goods_id),
      );
    return items.length;
  });
}

async function rateShop(ctx: RequestContext, order: OrderToEvaluate, body: AddBody, now: number) {
  const scores = {
    shop_desccredit: body.shop_desccredit,
    shop_servicecredit: body.shop_servicecredit,
    shop_deliverycredit: body.shop_deliverycredit,
  };
  await repo.insertShopScores(ctx.db, {
    order_id: order.order_id,
    site_id: order.site_id,
    member_id: order.member_id,
    ...scores,
    create_time: now,
  });
  await addShopScores(ctx, order.site_id, scores);
}

/** The one follow-up: text and images added to each line's review; reviewing of the order ends. */
export async function againEvaluate(ctx: RequestContext, body: AgainBody): Promise<number> {
  const memberId = requireMember(ctx);
  const order = await orderToEvaluate(ctx, body.order_id);
  const refused = refusal(order, false);
  if (refused) throw refused;
  const reviews = await repo.findOrderReviews(ctx.db, memberId, order.order_id);
  const items = byLine(
    reviews.map((r) => r.order_goods_id),
    body.goods_evaluate,
  );
  await checkImages(
    ctx,
    items.flatMap((i) => i.again_images),
  );
  const now = ctx.now();
  return withTransaction(ctx, async (tx) => {
    if (!(await advanceEvaluateStatus(tx, order.order_id, 1))) throw new AppError('EVALUATE_FINISHED');
    for (const [i, item] of items.entries()) {
      const saved = await repo.saveFollowUp(tx.db, reviews[i]!.evaluate_id, {
        again_content: item.again_content,
        again_images: item.again_images.join(','),
        again_time: now,
      });
      if (!saved) throw new AppError('EVALUATE_FINISHED');
    }
    return items.length;
  });
}

/** Remembers who uploaded a review image. */
export async function recordUpload(ctx: RequestContext, picPath: string) {
  await repo.insertUpload(ctx.db, requireMember(ctx), picPath, ctx.now());
}
