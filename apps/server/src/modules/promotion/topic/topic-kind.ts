import { promotionSkuOrder, type OrderKind } from '../../trade';
import { returnTopic, takeTopic, topicGoodsToBuy } from './topic.service';

/**
 * A topic goods (`topic_goods_id` of the input), checked by the topic service; its quota is the
 * topic goods' own (ADR 073).
 */
export function topicOrder(topicGoodsId = 0): OrderKind {
  return promotionSkuOrder(topicGoodsId, {
    promotionType: 'topic',
    name: 'a topic',
    notFound: 'TOPIC_NOT_FOUND',
    toBuy: (ctx, _memberId, num) => topicGoodsToBuy(ctx, topicGoodsId, num),
    price: (row) => row.topic_price,
    take: (ctx, row, t) => takeTopic(ctx, { topicGoodsId: row.id, ...t }),
    giveBack: returnTopic,
  });
}
