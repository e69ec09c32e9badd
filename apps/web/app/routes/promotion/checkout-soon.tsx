import type { Route } from './+types/checkout-soon';
import { ComingSoon } from '~/components/ui/coming-soon';
import { pageMeta } from '~/lib/meta';
import { pathTitle } from '~/lib/page-title.server';
import { MEMBER_ONLY } from '~/lib/session';
import { requireMember } from '~/lib/session.server';

/** The promotion checkouts (combo, seckill, group buy, topic) need a member, as SPEC §2 marks them. */
export const handle = MEMBER_ONLY;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  return { title: pathTitle(request) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

export default function CheckoutSoonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-[1210px] py-8">
      <ComingSoon page={loaderData.title} />
    </div>
  );
}
