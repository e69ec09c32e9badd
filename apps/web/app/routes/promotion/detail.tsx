import { MEANING_STATUS, seckillDetailEndpoint } from '@zay/contract';
import { Zap } from 'lucide-react';
import { data, type AppLoadContext } from 'react-router';
import type { Route } from './+types/detail';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { ComingSoonPage } from '~/components/ui/coming-soon';
import { StatusPanel } from '~/components/ui/status-panel';
import { SeckillDetailPage } from '~/features/seckill/seckill-detail';
import { toSeckillDetail } from '~/features/seckill/seckill-views';
import { TopicDetail } from '~/features/topic/topic-detail';
import { failureMeaning, serverApi } from '~/lib/api.server';
import { pageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { prefixedPage } from '~/lib/prefixed-path';
import { useTranslation } from '~/lib/translation';
import { loadTopicDetail } from './topic.server';

/** The promotions' detail pages (SPEC §2): /promotion/{prefix}-N; seckill and topic are built, the others still to come. */
const PAGES = {
  combo: 'promotion_combo_detail',
  seckill: 'promotion_seckill_detail',
  groupbuy: 'promotion_groupbuy_detail',
  topic: 'promotion_topic_detail',
  'topic-goods': 'promotion_topic_goods',
} as const;

/** A seckill (seckillgoods/detail); unknown or closed → 404; without the addon, says so. */
async function loadSeckill(request: Request, context: AppLoadContext, id: number) {
  const answer = await serverApi(request, context)(seckillDetailEndpoint, { seckill_id: id });
  if (answer.ok)
    return { seckill: toSeckillDetail(answer.data), time: answer.data.goods_sku_detail.time, missing: false };
  if (answer.error_code === 'SECKILL_PLUGIN_NOT_INSTALLED') return { seckill: null, time: 0, missing: true };
  const meaning = failureMeaning(answer);
  if (meaning === 'not-found' || meaning === 'invalid') throw data(null, { status: MEANING_STATUS['not-found'] });
  throw data({ message: answer.message }, { status: 502 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = prefixedPage(request, params.page, PAGES);
  const title = pageTitle(request, page.key);
  if (page.key === 'promotion_topic_detail' || page.key === 'promotion_topic_goods')
    return loadTopicDetail(request, context, page.key === 'promotion_topic_detail' ? 'topic' : 'goods', page.id, title);
  if (page.key !== 'promotion_seckill_detail') return { title, seckill: null, time: 0, missing: false, soon: true };
  const loaded = await loadSeckill(request, context, page.id);
  return {
    ...loaded,
    title: loaded.seckill?.name ?? title,
    listTitle: pageTitle(request, 'promotion_seckill'),
    soon: false,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

export default function PromotionDetailRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if ('topic' in loaderData) return <TopicDetail data={loaderData.topic} />;
  if (loaderData.soon) return <ComingSoonPage title={loaderData.title} />;
  const listTitle = 'listTitle' in loaderData ? loaderData.listTitle : '';
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: listTitle, to: '/promotion/seckill' }, { label: loaderData.title }]} />
      {loaderData.seckill ? (
        <SeckillDetailPage seckill={loaderData.seckill} time={loaderData.time} />
      ) : (
        <StatusPanel icon={Zap} title={loaderData.title} description={t('seckill.pluginMissing')} compact />
      )}
    </div>
  );
}
