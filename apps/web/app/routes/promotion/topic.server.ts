import { MEANING_STATUS, topicGoodsDetailEndpoint, topicGoodsPageEndpoint, topicPageEndpoint } from '@zay/contract';
import { data, type AppLoadContext } from 'react-router';
import { toTopicCard, toTopicGoodsCard, toTopicGoodsDetail } from '~/features/promotion/topic/topic-views';
import { imageUrl } from '~/lib/links';
import type { TopicDetailData, TopicNotice, TopicPageView } from '~/features/promotion/topic/topic-types';
import type { ApiFailure } from '~/lib/api';
import { dataOr, failureMeaning, serverApi } from '~/lib/api.server';
import { pageFrom } from '~/lib/page-query';
import { pageTitle } from '~/lib/page-title.server';

const TOPIC_PAGE_SIZE = 20;
const MISSING = 'TOPIC_PLUGIN_NOT_INSTALLED';

/** /promotion/topic: the running topics with their banners (topic/page). */
export async function loadTopicList(request: Request, context: AppLoadContext) {
  const title = pageTitle(request, 'promotion_topic');
  const errors: string[] = [];
  const page = pageFrom(request);
  const answer = await serverApi(request, context)(topicPageEndpoint, { page, page_size: TOPIC_PAGE_SIZE });
  const missing = !answer.ok && answer.error_code === MISSING;
  const list = dataOr(answer, { list: [], count: 0, page_count: 1 }, missing ? [] : errors);
  return { title, missing, topics: list.list.map(toTopicCard), page, pageCount: list.page_count, errors };
}

/** Missing → 404; the addon absent, not open or ended → a notice; anything else → 502. */
function noticeOf(answer: ApiFailure): TopicNotice {
  if (answer.error_code === MISSING) return { missing: true, message: '' };
  if (answer.error_code === 'TOPIC_NOT_OPEN' || answer.error_code === 'TOPIC_ENDED')
    return { missing: false, message: answer.message };
  const meaning = failureMeaning(answer);
  if (meaning === 'not-found' || meaning === 'invalid') throw data(null, { status: MEANING_STATUS['not-found'] });
  throw data({ message: answer.message }, { status: 502 });
}

/** /promotion/topic-N (topicgoods/page) and /promotion/topic-goods-N (topicgoods/detail). */
export async function loadTopicDetail(
  request: Request,
  context: AppLoadContext,
  kind: 'topic' | 'goods',
  id: number,
  title: string,
): Promise<{ title: string; topic: TopicDetailData }> {
  const call = serverApi(request, context);
  const listTitle = pageTitle(request, 'promotion_topic');
  if (kind === 'topic') {
    const page = pageFrom(request);
    const answer = await call(topicGoodsPageEndpoint, { topic_id: id, page, page_size: TOPIC_PAGE_SIZE });
    if (!answer.ok) return { title, topic: { kind, title, listTitle, topic: null, notice: noticeOf(answer) } };
    const d = answer.data;
    const topic: TopicPageView = {
      id,
      name: d.topic_name,
      banner: imageUrl(d.topic_adv),
      color: d.bg_color,
      remark: d.remark,
      end: d.end_time,
      time: d.time,
      goods: d.list.map(toTopicGoodsCard),
      page,
      pageCount: d.page_count,
    };
    return { title: d.topic_name, topic: { kind, title: d.topic_name, listTitle, topic, notice: null } };
  }
  const answer = await call(topicGoodsDetailEndpoint, { topic_id: id });
  if (!answer.ok) return { title, topic: { kind, title, listTitle, goods: null, time: 0, notice: noticeOf(answer) } };
  const goods = toTopicGoodsDetail(answer.data);
  const time = answer.data.goods_sku_detail.time;
  return { title: goods.name, topic: { kind, title: goods.name, listTitle, goods, time, notice: null } };
}
