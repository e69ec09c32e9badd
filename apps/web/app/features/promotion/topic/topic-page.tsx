import { Megaphone } from 'lucide-react';
import { Img } from '~/components/ui/img';
import { Pager } from '~/components/ui/pager';
import { StatusPanel } from '~/components/ui/status-panel';
import { PromotionCountdown } from '~/components/promotion/promotion-status';
import { useTranslation } from '~/lib/translation';
import { TopicGoodsCard } from './topic-goods-card';
import type { TopicPageView } from './topic-types';
import { safeColor } from './topic-views';

/** SPEC §2 /promotion/topic-N: the topic's banner on its own colour, its countdown and its goods at topic price. */
export function TopicPage({ topic }: { topic: TopicPageView }) {
  const { t } = useTranslation();
  return (
    <div
      className="rounded-lg px-4 pt-4 pb-6"
      style={{ backgroundColor: safeColor(topic.color) }}
      data-testid="topic-page"
    >
      {topic.banner && (
        <Img
          kind="goods"
          src={topic.banner}
          width={1210}
          height={450}
          alt={topic.name}
          eager
          className="mb-4 aspect-[1210/450] w-full rounded-lg object-cover"
        />
      )}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-gradient-to-r from-brand to-accent px-4 py-2.5 text-white">
        <div className="min-w-0">
          <h1 className="text-[18px] leading-tight-text font-semibold">{topic.name}</h1>
          {topic.remark && <p className="mt-0.5 text-[13px] leading-text opacity-90">{topic.remark}</p>}
        </div>
        <PromotionCountdown end={topic.end} serverTime={topic.time} label={t('topic.endsIn')} />
      </div>
      {topic.goods.length > 0 ? (
        <>
          <ul className="grid grid-cols-5 gap-3">
            {topic.goods.map((card, i) => (
              <li key={card.id}>
                <TopicGoodsCard card={card} eager={i < 5} />
              </li>
            ))}
          </ul>
          <Pager
            page={topic.page}
            pageCount={topic.pageCount}
            href={(page) => (page > 1 ? `/promotion/topic-${topic.id}?page=${page}` : `/promotion/topic-${topic.id}`)}
          />
        </>
      ) : (
        <div className="rounded-lg bg-white py-6">
          <StatusPanel icon={Megaphone} title={topic.name} description={t('topic.noGoods')} compact />
        </div>
      )}
    </div>
  );
}
