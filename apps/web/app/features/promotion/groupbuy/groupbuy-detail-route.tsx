import { Users } from 'lucide-react';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { StatusPanel } from '~/components/ui/status-panel';
import { useTranslation } from '~/lib/translation';
import { GroupbuyDetailPage } from './groupbuy-detail';
import type { GroupbuyDetailView } from './groupbuy-types';

/** /promotion/groupbuy-N inside the promotion detail route: the page, or "plugin not installed". */
export function GroupbuyDetailRoute(props: {
  title: string;
  listTitle: string;
  listTo: string;
  groupbuy: GroupbuyDetailView | null;
  time: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: props.listTitle, to: props.listTo }, { label: props.title }]} />
      {props.groupbuy ? (
        <GroupbuyDetailPage groupbuy={props.groupbuy} time={props.time} />
      ) : (
        <StatusPanel icon={Users} title={props.title} description={t('groupbuy.pluginMissing')} compact />
      )}
    </div>
  );
}
