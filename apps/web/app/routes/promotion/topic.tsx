import { Home, Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/topic';
import { Img } from '~/components/ui/img';
import { Pager } from '~/components/ui/pager';
import { PRIMARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { marketDay } from '~/lib/format-time';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { PromotionListPage } from './promotion-list-page';
import { loadTopicList } from './topic.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadTopicList(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, canonical: location.pathname });

/** SPEC §2 /promotion/topic: the running topic activities, each its banner, name and end, leading to its page. */
export default function TopicListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, missing, topics, page, pageCount, errors } = loaderData;
  return (
    <PromotionListPage icon={Megaphone} title={title} errors={errors}>
      {missing || topics.length === 0 ? (
        <StatusPanel
          icon={Megaphone}
          title={title}
          description={missing ? t('topic.pluginMissing') : t('topic.empty')}
          compact
        >
          {!missing && (
            <Link to="/index" className={PRIMARY_BUTTON}>
              <Home size={16} aria-hidden />
              {t('topic.goHome')}
            </Link>
          )}
        </StatusPanel>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-4">
            {topics.map((topic, i) => (
              <li key={topic.id}>
                <Link
                  to={`/promotion/topic-${topic.id}`}
                  className="group block overflow-hidden rounded-lg bg-white transition hover:shadow-[0_8px_24px_rgba(0,0,0,0.08)]"
                >
                  <Img
                    kind="goods"
                    src={topic.banner}
                    width={605}
                    height={225}
                    alt=""
                    eager={i < 2}
                    className="aspect-[1210/450] w-full object-cover"
                  />
                  <div className="flex items-start justify-between gap-3 px-4 py-3">
                    <div className="min-w-0">
                      <h2 className="text-[16px] leading-tight-text font-semibold text-ink group-hover:text-brand">
                        {topic.name}
                      </h2>
                      {topic.remark && (
                        <p className="mt-1 line-clamp-2 text-[13px] leading-text text-muted">{topic.remark}</p>
                      )}
                    </div>
                    <span className="shrink-0 text-[13px] leading-text text-muted">
                      {t('topic.until', { date: marketDay(topic.end) })}
                    </span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={pageCount}
            href={(p) => (p > 1 ? `/promotion/topic?page=${p}` : '/promotion/topic')}
          />
        </>
      )}
    </PromotionListPage>
  );
}
