import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { PRIMARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { useTranslation } from '~/lib/translation';
import type { TopicDetailData } from './topic-types';
import { TopicGoodsPage } from './topic-goods-page';
import { TopicPage } from './topic-page';

/** /promotion/topic-N and /promotion/topic-goods-N: the page, or why it cannot show (not installed, not open, ended). */
export function TopicDetail({ data }: { data: TopicDetailData }) {
  const { t } = useTranslation();
  const crumbs = [{ label: data.listTitle, to: '/promotion/topic' }, { label: data.title }];
  const body =
    data.kind === 'topic' && data.topic ? (
      <TopicPage topic={data.topic} />
    ) : data.kind === 'goods' && data.goods ? (
      <TopicGoodsPage goods={data.goods} time={data.time} />
    ) : (
      <StatusPanel
        icon={Megaphone}
        title={data.title}
        description={data.notice?.missing ? t('topic.pluginMissing') : (data.notice?.message ?? '')}
        compact
      >
        <Link to="/promotion/topic" className={PRIMARY_BUTTON}>
          {t('topic.allTopics')}
        </Link>
      </StatusPanel>
    );
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={crumbs} />
      {body}
    </div>
  );
}
