import { Outlet } from 'react-router';
import type { Route } from './+types/member';
import { MemberLayout } from '~/components/layout/member-layout';
import { RouteError } from '~/components/layout/route-error';
import { pageMeta } from '~/lib/meta';
import { MEMBER_ONLY } from '~/lib/session';
import { requireMember } from '~/lib/session.server';

/** Every member page, /evaluate, /payment, /pay and /result need a member (SPEC §2, §6). */
export const handle = MEMBER_ONLY;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  return null;
}

/** Used when a child fails and this layout's boundary renders: the 404 or error title. */
export const meta: Route.MetaFunction = ({ matches, location, error }) =>
  pageMeta(matches, location.pathname, { error });

export default function MemberLayoutRoute() {
  return (
    <MemberLayout>
      <Outlet />
    </MemberLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MemberLayout>
      <RouteError error={error} />
    </MemberLayout>
  );
}
