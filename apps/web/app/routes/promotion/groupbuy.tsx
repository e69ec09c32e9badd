import { Home, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/groupbuy';
import { PRIMARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { GroupbuyCard } from '~/features/promotion/groupbuy/groupbuy-card';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { PromotionListPage } from './promotion-list-page';
import { loadGroupbuyList } from './groupbuy.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadGroupbuyList(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, canonical: location.pathname });

/** SPEC §2 /promotion/groupbuy: the group buys running now, with group price, struck price, minimum and what is left. */
export default function GroupbuyRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, missing, cards, errors } = loaderData;
  return (
    <PromotionListPage icon={Users} title={title} errors={errors}>
      {missing ? (
        <StatusPanel icon={Users} title={title} description={t('groupbuy.pluginMissing')} compact />
      ) : cards.length > 0 ? (
        <section aria-labelledby="groupbuy-running">
          <h2
            id="groupbuy-running"
            className="mb-3 rounded-lg bg-gradient-to-r from-brand to-accent px-4 py-2.5 text-[16px] leading-tight-text font-semibold text-white"
          >
            {t('groupbuy.running')}
          </h2>
          <ul className="grid grid-cols-5 gap-3">
            {cards.map((card, i) => (
              <li key={card.id}>
                <GroupbuyCard card={card} eager={i < 5} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <StatusPanel icon={Users} title={title} description={t('groupbuy.empty')} compact>
          <Link to="/index" className={PRIMARY_BUTTON}>
            <Home size={16} aria-hidden />
            {t('groupbuy.goHome')}
          </Link>
        </StatusPanel>
      )}
    </PromotionListPage>
  );
}
