import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { addonGate } from '../../site';
import { registerEndpoint } from '../../../plugins/endpoints';
import { checkout, createOrders } from '../../trade';
import { registerOrderKind } from '../../trade';
import { plugSkuLocks } from '../sku-locks';
import { topicOrder } from './topic-kind';
import * as platform from './topic-platform.service';
import * as topic from './topic.service';

/**
 * The topic addon's calls (API-SHAPES-MORE §5.5, ADR 072) and the platform console's topic
 * calls. Without `topic` installed (ADR 091) every call under `/topic/api/` answers
 * TOPIC_PLUGIN_NOT_INSTALLED, before any sign-in check, and addon/addonisexit reports 0.
 */
export function topicRoutes(app: FastifyInstance) {
  registerOrderKind(topicOrder());
  addonGate(app, 'topic', ['/topic/api/'], 'TOPIC_PLUGIN_NOT_INSTALLED');
  // What its SKUs keep while it is on (ADR 090); every promotion plugs the same four sources in.
  plugSkuLocks();
  const settings = {
    autoCloseMinutes: app.env.ORDER_AUTO_CLOSE_MINUTES,
    groupCommit: app.dbHandle.dialect === 'sqlite',
  };
  registerEndpoint(app, c.topicPageEndpoint, (ctx, body) => topic.runningTopics(ctx, body));
  registerEndpoint(app, c.topicGoodsPageEndpoint, (ctx, body) => topic.topicGoods(ctx, body.topic_id, body));
  registerEndpoint(app, c.topicGoodsDetailEndpoint, (ctx, body) => topic.topicGoodsDetail(ctx, body.topic_id));
  registerEndpoint(app, c.topicGoodsInfoEndpoint, (ctx, body) => topic.topicGoodsInfo(ctx, body.topic_id, body.sku_id));
  registerEndpoint(app, c.topicOfSkuEndpoint, (ctx, body) => topic.runningTopicOfSku(ctx, body.sku_id));
  const kind = (body: c.TopicOrderInput) => topicOrder(body.topic_goods_id);
  registerEndpoint(app, c.topicOrderPaymentEndpoint, (ctx, body) => checkout(ctx, body, kind(body)));
  registerEndpoint(app, c.topicOrderCalculateEndpoint, (ctx, body) => checkout(ctx, body, kind(body)));
  registerEndpoint(app, c.topicOrderCreateEndpoint, (ctx, body) => createOrders(ctx, body, settings, kind(body)));

  // The platform console (auth 'platform').
  registerEndpoint(app, c.platformTopicListEndpoint, (ctx, body) => platform.topicList(ctx, body));
  registerEndpoint(app, c.platformTopicInfoEndpoint, (ctx, body) => platform.topicInfo(ctx, body.topic_id));
  registerEndpoint(app, c.platformTopicSaveEndpoint, (ctx, body) => platform.saveTopic(ctx, body));
  registerEndpoint(app, c.platformTopicGoodsAddEndpoint, (ctx, body) => platform.addTopicGoods(ctx, body));
  registerEndpoint(app, c.platformTopicGoodsRemoveEndpoint, (ctx, body) => platform.removeTopicGoods(ctx, body.id));
}
