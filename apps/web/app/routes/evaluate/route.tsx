import { evaluateInfoEndpoint } from '@zay/contract';
import { MessageSquareOff } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { PRIMARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { EvaluateForm } from '~/features/aftersale/review/review-form';
import { serverApi } from '~/lib/api.server';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = pageTitle(request, 'evaluate');
  const listTitle = pageTitle(request, 'member_order_list');
  const orderId = Number(new URL(request.url).searchParams.get('order_id'));
  if (!Number.isSafeInteger(orderId) || orderId < 1) return { title, listTitle, info: null, message: '' };
  const result = await serverApi(request, context)(evaluateInfoEndpoint, { order_id: orderId });
  return result.ok && result.data.list.length > 0
    ? { title, listTitle, info: result.data, message: '' }
    : { title, listTitle, info: null, message: result.ok ? '' : result.message };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function EvaluateRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, listTitle, info, message } = loaderData;
  const heading = info?.evaluate_status === 1 ? t('evaluate.followUpTitle') : title;
  return (
    <div className="pb-10">
      <Breadcrumbs items={[{ label: listTitle, to: '/member/order_list' }, { label: heading }]} />
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{heading}</h1>
        {info && <p className="text-[13px] text-muted">{t('evaluate.orderNo', { no: info.list[0]!.order_no })}</p>}
      </div>
      {info ? (
        <EvaluateForm info={info} />
      ) : (
        <StatusPanel icon={MessageSquareOff} title={t('evaluate.cannotReview')} description={message} compact>
          <Link to="/member/order_list" className={PRIMARY_BUTTON}>
            {t('evaluate.backToOrders')}
          </Link>
        </StatusPanel>
      )}
    </div>
  );
}
