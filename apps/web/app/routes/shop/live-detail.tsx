import type { Route } from './+types/live-detail';
import { ComingSoonPage } from '~/components/ui/coming-soon';
import { pageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { prefixedPage } from '~/lib/prefixed-path';

/** /shop/live-N: a live stream (SPEC §2), still to be built. */
const PAGES = { live: 'shop_live_detail' } as const;

export function loader({ request, params }: Route.LoaderArgs) {
  return { title: pageTitle(request, prefixedPage(request, params.page, PAGES).key) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

export default function LiveDetailRoute({ loaderData }: Route.ComponentProps) {
  return <ComingSoonPage title={loaderData.title} />;
}
