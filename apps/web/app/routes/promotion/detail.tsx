import type { Route } from './+types/detail';
import { ComingSoonPage } from '~/components/ui/coming-soon';
import { pageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { prefixedPage } from '~/lib/prefixed-path';

/** The promotions' detail pages (SPEC §2), still to be built: /promotion/{prefix}-N. */
const PAGES = {
  combo: 'promotion_combo_detail',
  seckill: 'promotion_seckill_detail',
  groupbuy: 'promotion_groupbuy_detail',
  topic: 'promotion_topic_detail',
  'topic-goods': 'promotion_topic_goods',
} as const;

export function loader({ request, params }: Route.LoaderArgs) {
  return { title: pageTitle(request, prefixedPage(request, params.page, PAGES).key) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

export default function PromotionDetailRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoonPage title={loaderData.title} />;
}
