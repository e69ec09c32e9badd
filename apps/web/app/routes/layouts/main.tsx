import { Outlet } from 'react-router';
import type { Route } from './+types/main';
import { MainLayout } from '~/components/layout/main-layout';
import { ErrorPage } from '~/components/layout/route-error';
import { pageMeta } from '~/lib/meta';

/** Used when a child fails and this layout's boundary renders: the 404 or error title. */
export const meta: Route.MetaFunction = ({ matches, location, error }) =>
  pageMeta(matches, location.pathname, { error });

export default function MainLayoutRoute() {
  return (
    <MainLayout>
      <Outlet />
    </MainLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
