import { Home, Zap } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/seckill';
import { PRIMARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { SeckillCard } from '~/features/promotion/seckill/seckill-card';
import { PromotionCountdown } from '~/components/promotion/promotion-status';
import { SlotTabs } from '~/features/promotion/seckill/slot-tabs';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { PromotionListPage } from './promotion-list-page';
import { loadSeckillList } from './seckill.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadSeckillList(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, canonical: location.pathname });

function Empty({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <StatusPanel icon={Zap} title={title} description={t('seckill.empty')} compact>
      <Link to="/index" className={PRIMARY_BUTTON}>
        <Home size={16} aria-hidden />
        {t('seckill.goHome')}
      </Link>
    </StatusPanel>
  );
}

/** SPEC §2 /promotion/seckill: today's slots, and the running slot's goods with their countdown. */
export default function SeckillRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, missing, slots, running, cards, time, errors } = loaderData;
  return (
    <PromotionListPage icon={Zap} title={title} errors={errors}>
      {missing ? (
        <StatusPanel icon={Zap} title={title} description={t('seckill.pluginMissing')} compact />
      ) : (
        <>
          {slots.length > 0 && <SlotTabs slots={slots} />}
          {running && cards.length > 0 ? (
            <section aria-labelledby="seckill-running">
              <div className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-gradient-to-r from-brand to-accent px-4 py-2.5 text-white">
                <h2 id="seckill-running" className="text-[16px] leading-tight-text font-semibold">
                  {running.name} · {running.hours}
                </h2>
                <PromotionCountdown end={running.end} serverTime={time} label={t('seckill.endsIn')} />
              </div>
              <ul className="grid grid-cols-5 gap-3">
                {cards.map((card, i) => (
                  <li key={card.id}>
                    <SeckillCard card={card} running eager={i < 5} />
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <Empty title={title} />
          )}
        </>
      )}
    </PromotionListPage>
  );
}
