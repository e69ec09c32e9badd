import type { Route } from './+types/route';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { MemberSummary } from '~/features/member/index/member-summary';
import { OrderBadges } from '~/features/member/index/order-badges';
import { LatestOrders, RecentFootprints } from '~/features/member/index/recent-lists';
import { noindexPageMeta } from '~/lib/meta';
import { loadMemberIndex } from './member-index.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadMemberIndex(request, context);

export const meta: Route.MetaFunction = noindexPageMeta;

export default function MemberIndexRoute({ loaderData }: Route.ComponentProps) {
  const { title, member, balance, couponCount, follows, counts, orders, footprints, errors } = loaderData;
  return (
    <div className="flex flex-col gap-4 pb-10">
      <h1 className="sr-only">{title}</h1>
      <MemberSummary member={member} balance={balance} couponCount={couponCount} follows={follows} />
      <OrderBadges counts={counts} />
      <LatestOrders orders={orders} />
      <RecentFootprints items={footprints} />
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
