import { promotionSkuOrder, type OrderKind } from '../../trade';
import { returnSeckill, seckillToBuy, takeSeckill } from './seckill.service';

/**
 * A seckill (`seckill_id` of the input), checked by the seckill service; its quota is the
 * seckill's stock and the member's daily count (ADR 065).
 */
export function seckillOrder(seckillId = 0): OrderKind {
  return promotionSkuOrder(seckillId, {
    promotionType: 'seckill',
    name: 'a seckill',
    notFound: 'SECKILL_NOT_FOUND',
    toBuy: (ctx, memberId, num) => seckillToBuy(ctx, memberId, seckillId, num),
    price: (row) => row.seckill_price,
    take: (ctx, row, t) =>
      takeSeckill(ctx, {
        seckillId: row.id,
        memberId: t.memberId,
        num: t.num,
        maxBuy: row.max_buy,
        outTradeNo: t.outTradeNo,
      }),
    giveBack: returnSeckill,
  });
}
