import { z } from 'zod';
import { defineEndpoint, pageEndpoint } from '../../common/endpoint';
import { orderCreateEndpoints } from '../../trade/checkout/checkout.endpoints';
import { chatUploadResultSchema } from '../../chat/chat.schemas';
import * as s from './topic.schemas';

/** Running topics (status 2), newest first (API-SHAPES-MORE §5.5). */
export const topicPageEndpoint = pageEndpoint('/topic/api/topic/page', s.topicPageSchema, 'none');

/** The goods of a running topic at topic price, with its banner, colour and name. */
export const topicGoodsPageEndpoint = defineEndpoint({
  path: '/topic/api/topicgoods/page',
  body: s.topicGoodsPageBodySchema,
  response: s.topicGoodsPageSchema,
  auth: 'none',
});

/** One topic goods of a running topic (`topic_id` is the topic goods' id). */
export const topicGoodsDetailEndpoint = defineEndpoint({
  path: '/topic/api/topicgoods/detail',
  body: s.topicGoodsDetailBodySchema,
  response: s.topicGoodsDetailSchema,
  auth: 'none',
});

/** The topic's goods of one SKU, or `{type: "again"}` (M). */
export const topicGoodsInfoEndpoint = defineEndpoint({
  path: '/topic/api/topicgoods/info',
  body: s.topicGoodsInfoBodySchema,
  response: s.topicGoodsInfoSchema,
  auth: 'none',
});

/** Zay: the topic goods running now for a SKU, for the goods page; null when none. */
export const topicOfSkuEndpoint = defineEndpoint({
  path: '/topic/api/topicgoods/running',
  body: s.topicOfSkuBodySchema,
  response: s.topicOfSkuSchema,
  auth: 'none',
});

/** The topic order takes the topic quota and the SKU stock together. */
export const {
  payment: topicOrderPaymentEndpoint,
  calculate: topicOrderCalculateEndpoint,
  create: topicOrderCreateEndpoint,
} = orderCreateEndpoints('/topic', s.topicOrderBodySchema);

// ---- The platform console ----

/** Every topic, newest first, with its goods count. */
export const platformTopicListEndpoint = pageEndpoint(
  '/platform/api/topic/lists',
  s.platformTopicPageSchema,
  'platform',
  'topics',
);

export const platformTopicInfoEndpoint = defineEndpoint({
  path: '/platform/api/topic/info',
  body: s.platformTopicIdBodySchema,
  response: s.platformTopicInfoSchema,
  auth: 'platform',
  permission: 'topics',
});

/** Creates or edits a topic; answers its id. */
export const platformTopicSaveEndpoint = defineEndpoint({
  path: '/platform/api/topic/save',
  body: s.platformTopicSaveBodySchema,
  response: z.object({ topic_id: z.number().int() }),
  auth: 'platform',
  permission: 'topics',
});

/** Adds a SKU of any shop to a topic; answers the topic goods' id. */
export const platformTopicGoodsAddEndpoint = defineEndpoint({
  path: '/platform/api/topic/goods/add',
  body: s.platformTopicGoodsAddBodySchema,
  response: z.object({ id: z.number().int() }),
  auth: 'platform',
  permission: 'topics',
});

/** Removes a goods from its topic (nothing more is sold of it at the topic price). */
export const platformTopicGoodsRemoveEndpoint = defineEndpoint({
  path: '/platform/api/topic/goods/remove',
  body: s.platformTopicGoodsIdBodySchema,
  response: z.object({}),
  auth: 'platform',
  permission: 'topics',
});

/** The most a topic banner may weigh. */
export const TOPIC_BANNER_MAX_BYTES = 4 * 1024 * 1024;

/** A topic's banner (multipart field `file`: jpeg/png/webp), re-encoded and stored; answers its `pic_path`. */
export const platformTopicBannerUpload = {
  path: '/platform/api/upload/topic',
  field: 'file',
  response: chatUploadResultSchema,
  auth: 'platform',
  permission: 'topics',
} as const;
