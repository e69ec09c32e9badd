import { platformTopicListEndpoint } from '@zay/contract';
import { Plus, Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { PagedRows } from '~/components/console/console-list-page';
import { BUTTON } from '~/components/console/console-ui';
import { ConsoleTable, TD } from '~/components/console/promotion-console';
import { Img } from '~/components/ui/img';
import { TopicStatus } from '~/features/promotion/topic/console/topic-status';
import { loadConsolePage } from '~/lib/console-list.server';
import { formatDateTime } from '~/lib/format-time';
import { imageUrl } from '~/lib/links';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/topics';
import { requirePlatformStaff } from './platform.server';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadConsolePage(request, context, requirePlatformStaff, 'platformPromo.topicsTitle', (call, page) =>
    call(platformTopicListEndpoint, { page, page_size: 20 }),
  );

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/topics`: every topic activity with its banner, names, dates, state and goods (ADR 072). */
export default function PlatformTopicsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { list, message, page, title } = loaderData;
  return (
    <div className="mx-auto max-w-[1280px]">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <Link to="/platform/topic_edit" className={`${BUTTON} gap-1.5`}>
          <Plus size={16} aria-hidden />
          {t('platformPromo.newTopic')}
        </Link>
      </div>
      <PagedRows
        list={list}
        page={page}
        href={(p) => (p > 1 ? `/platform/topics?page=${p}` : '/platform/topics')}
        icon={Megaphone}
        empty={t('platformPromo.topicsEmpty')}
        emptyText={t('platformPromo.topicsEmptyText')}
        message={message}
      >
        {(rows) => (
          <ConsoleTable
            className="w-full bg-white text-[13px]"
            heads={[
              t('platformPromo.colBanner'),
              t('platformPromo.colName'),
              t('platformPromo.colDates'),
              t('platformPromo.colGoods'),
              t('platformPromo.colStatus'),
              t('platformPromo.colAction'),
            ]}
          >
            {rows.map((topic) => (
              <tr key={topic.topic_id} className="border-t border-line align-top">
                <td className={TD}>
                  <Img
                    kind="goods"
                    src={imageUrl(topic.topic_adv)}
                    width={120}
                    height={45}
                    alt=""
                    className="h-[45px] w-[120px] rounded object-cover"
                    style={{ backgroundColor: topic.bg_color }}
                  />
                </td>
                <td className="max-w-72 px-3 py-2 leading-tight-text">
                  <p className="text-body">{topic.topic_name}</p>
                  <p className="mt-0.5 text-muted">{[topic.name_zh, topic.name_en].filter(Boolean).join(' · ')}</p>
                </td>
                <td className="px-3 py-2 leading-tight-text whitespace-nowrap text-body">
                  {formatDateTime(topic.start_time)}
                  <br />
                  {formatDateTime(topic.end_time)}
                </td>
                <td className={TD}>{topic.goods_count}</td>
                <td className={TD}>
                  <TopicStatus status={topic.status} />
                </td>
                <td className={TD}>
                  <Link to={`/platform/topic_edit?topic_id=${topic.topic_id}`} className="text-brand hover:underline">
                    {t('platformPromo.edit')}
                  </Link>
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </PagedRows>
    </div>
  );
}
