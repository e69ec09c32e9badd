import { Outlet } from 'react-router';
import type { Route } from './+types/member';
import { MemberLayout } from '~/components/layout/member-layout';
import { RouteError } from '~/components/layout/route-error';
import { pageMeta } from '~/lib/meta';

// Every member page needs login (SPEC §6): the accounts work adds this layout's loader, which sends
// visitors to /login?redirect={encoded full path}.

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
