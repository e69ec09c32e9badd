import { promotionSkuOrder, type OrderKind } from '../../trade';
import { groupbuyToBuy, returnGroupbuy, takeGroupbuy } from './groupbuy.service';

/**
 * A group buy (`groupbuy_id` of the input), at least its minimum quantity, checked by the
 * group-buy service; closing or refunding returns its quota and the stock (ADR 070).
 */
export function groupbuyOrder(groupbuyId = 0): OrderKind {
  return promotionSkuOrder(groupbuyId, {
    promotionType: 'groupbuy',
    name: 'a group-buy',
    notFound: 'GROUPBUY_NOT_FOUND',
    toBuy: (ctx, _memberId, num) => groupbuyToBuy(ctx, groupbuyId, num),
    price: (row) => row.groupbuy_price,
    take: (ctx, row, t) => takeGroupbuy(ctx, { groupbuyId: row.groupbuy_id, ...t }),
    giveBack: returnGroupbuy,
  });
}
