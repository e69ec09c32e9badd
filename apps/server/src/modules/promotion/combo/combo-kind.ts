import { AppError } from '../../../lib/app-error';
import { returnStock, takeStock } from '../../catalog';
import { promotionLines, type OrderKind } from '../../trade';
import { packageShares, packageToBuy, recordPackageOrder } from './combo.service';

/**
 * A combo package (`bl_id` of the input; ADR 071): one unit of each of its SKUs per package at
 * the SKUs' prices, the package's saving spread over them as promotion (so each goods' paid share
 * is right for its refund); delivery free when the shop pays it. Creating takes every SKU's stock
 * (stock service) in the order's transaction, closing returns it. No full reduction or store
 * coupon applies to the package price; a platform coupon does.
 */
export function comboOrder(blId = 0): OrderKind {
  return {
    promotionType: 'bundling',
    usesPromotions: false,
    platformCoupons: true,
    async loadLines(ctx, _memberId, input) {
      if (!blId || !input.num) throw new AppError('ORDER_CREATE_DATA_MISSING');
      const num = input.num;
      const p = await packageToBuy(ctx, blId);
      const lines = await promotionLines(ctx, p.skuIds, num);
      if (!lines) throw new AppError('BUNDLING_GOODS_OFF');
      const shares = packageShares(
        p.bl_price,
        lines.map((l) => l.price),
      );
      const isFreeShipping = p.shipping_fee_type === 1 ? 1 : 0;
      return lines.map((l, i) => ({ ...l, isFreeShipping, discount: (l.price - shares[i]!) * num }));
    },
    async reserve(ctx, lines, order) {
      if (!(await takeStock(ctx, lines))) return false;
      await recordPackageOrder(ctx, {
        outTradeNo: order.outTradeNo,
        blId,
        memberId: order.memberId,
        num: lines[0]!.num,
      });
      return true;
    },
    release: returnStock,
  };
}
