import type { Route } from './+types/live-detail';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { LiveRoomPage } from '~/features/content/live/live-room';
import { pageMeta } from '~/lib/meta';
import { prefixedPage } from '~/lib/prefixed-path';
import { catalogueAction } from '../slug-actions.server';
import { loadLiveRoom } from './live.server';

/** /shop/live-N: a live room (SPEC §2) with its goods. */
const PAGES = { live: 'shop_live_detail' } as const;

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadLiveRoom(request, context, prefixedPage(request, params.page, PAGES).id);
}

/** Adding a room's goods to the cart, as on the goods page. */
export function action({ request, context, params }: Route.ActionArgs) {
  prefixedPage(request, params.page, PAGES);
  return catalogueAction(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.room.name, error });

export default function LiveDetailRoute({ loaderData, params }: Route.ComponentProps) {
  const { room, listTitle } = loaderData;
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: listTitle, to: '/shop/live' }, { label: room.name }]} />
      <LiveRoomPage room={room} action={`/shop/${params.page}`} />
    </div>
  );
}
