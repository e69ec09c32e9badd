import { Package, Zap } from 'lucide-react';
import type { Route } from './+types/detail';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { StatusPanel } from '~/components/ui/status-panel';
import { GroupbuyDetailRoute } from '~/features/promotion/groupbuy/groupbuy-detail-route';
import { SeckillDetailPage } from '~/features/promotion/seckill/seckill-detail';
import { TopicDetail } from '~/features/promotion/topic/topic-detail';
import { pageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { prefixedPage } from '~/lib/prefixed-path';
import { useTranslation } from '~/lib/translation';
import { ComboPage } from './combo-page';
import { loadCombo } from './combo.server';
import { loadGroupbuyDetail } from './groupbuy.server';
import { loadSeckillDetail } from './seckill.server';
import { loadTopicDetail } from './topic.server';

/** The promotions' detail pages (SPEC §2): /promotion/{prefix}-N, each kind's loader in its own module. */
const PAGES = {
  combo: 'promotion_combo_detail',
  seckill: 'promotion_seckill_detail',
  groupbuy: 'promotion_groupbuy_detail',
  topic: 'promotion_topic_detail',
  'topic-goods': 'promotion_topic_goods',
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = prefixedPage(request, params.page, PAGES);
  const title = pageTitle(request, page.key);
  switch (page.key) {
    case 'promotion_seckill_detail':
      return { kind: 'seckill' as const, ...(await loadSeckillDetail(request, context, page.id, title)) };
    case 'promotion_groupbuy_detail':
      return { kind: 'groupbuy' as const, ...(await loadGroupbuyDetail(request, context, page.id, title)) };
    case 'promotion_combo_detail': {
      const loaded = await loadCombo(request, context, page.id);
      return { kind: 'combo' as const, ...loaded, title: loaded.combo?.name ?? title };
    }
    default: {
      const which = page.key === 'promotion_topic_detail' ? 'topic' : 'goods';
      return { kind: 'topic' as const, ...(await loadTopicDetail(request, context, which, page.id, title)) };
    }
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

export default function PromotionDetailRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  switch (loaderData.kind) {
    case 'groupbuy':
      return <GroupbuyDetailRoute {...loaderData} />;
    case 'topic':
      return <TopicDetail data={loaderData.topic} />;
    case 'combo':
      return (
        <div className="page-width pt-4 pb-12">
          {loaderData.combo ? (
            <ComboPage combo={loaderData.combo} />
          ) : (
            <StatusPanel icon={Package} title={loaderData.title} description={t('combo.pluginMissing')} compact />
          )}
        </div>
      );
    case 'seckill':
      return (
        <div className="page-width pb-12">
          <Breadcrumbs items={[{ label: loaderData.listTitle, to: '/promotion/seckill' }, { label: loaderData.title }]} />
          {loaderData.seckill ? (
            <SeckillDetailPage seckill={loaderData.seckill} time={loaderData.time} />
          ) : (
            <StatusPanel icon={Zap} title={loaderData.title} description={t('seckill.pluginMissing')} compact />
          )}
        </div>
      );
  }
}
