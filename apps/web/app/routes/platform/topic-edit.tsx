import { platformTopicInfoEndpoint } from '@zay/contract';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPanel } from '~/components/ui/status-panel';
import { TopicForm } from '~/features/promotion/topic/console/topic-form';
import { TopicGoodsPanel } from '~/features/promotion/topic/console/topic-goods-panel';
import { TopicStatus } from '~/features/promotion/topic/console/topic-status';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/topic-edit';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const i18n = serverI18n(resolveLang(request));
  const raw = new URL(request.url).searchParams.get('topic_id');
  if (raw === null) return { title: i18n.t('platformPromo.newTopic'), info: null, message: '' };
  const id = Number(raw);
  const result =
    Number.isSafeInteger(id) && id > 0
      ? await serverApi(request, context)(platformTopicInfoEndpoint, { topic_id: id })
      : null;
  if (!result?.ok)
    return {
      title: i18n.t('platformPromo.notFound'),
      info: null,
      message: result?.message ?? i18n.t('platformPromo.notFound'),
    };
  return { title: result.data.topic.topic_name, info: result.data, message: '' };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/topic_edit[?topic_id=N]`: a new topic, or one topic with its goods (ADR 072). */
export default function PlatformTopicEditRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { info, message, title } = loaderData;
  return (
    <div className="mx-auto max-w-[1100px]">
      <Link to="/platform/topics" className="mb-2 inline-block text-[13px] text-muted hover:text-brand">
        ← {t('platformPromo.backToTopics')}
      </Link>
      <h1 className="mb-4 flex flex-wrap items-center gap-3 text-xl leading-tight-text font-semibold break-words text-ink">
        {title}
        {info && <TopicStatus status={info.topic.status} />}
      </h1>
      {message ? (
        <div className="bg-white py-6">
          <StatusPanel icon={Megaphone} title={title} description={message} compact />
        </div>
      ) : (
        <>
          <TopicForm key={info?.topic.topic_id ?? 0} topic={info?.topic ?? null} />
          {info && <TopicGoodsPanel topicId={info.topic.topic_id} goods={info.goods} />}
        </>
      )}
    </div>
  );
}
