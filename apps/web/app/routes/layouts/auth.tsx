import { Outlet } from 'react-router';
import type { Route } from './+types/auth';
import { AuthLayout } from '~/components/layout/auth-layout';
import { PageError } from '~/components/layout/route-error';
import { pageMeta } from '~/lib/meta';

/** Used when a child fails and this layout's boundary renders: the 404 or error title. */
export const meta: Route.MetaFunction = ({ matches, location, error }) =>
  pageMeta(matches, location.pathname, { error });

export default function AuthLayoutRoute() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AuthLayout>
      <PageError error={error} />
    </AuthLayout>
  );
}
