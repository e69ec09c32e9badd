import { servicerLogoutEndpoint } from '@zay/contract';
import { Headset } from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { ConsoleChrome } from '~/components/console/console-chrome';
import { consoleLayoutMeta } from '~/components/console/console-meta';
import { PageError } from '~/components/layout/route-error';
import type { Route } from './+types/layout';
import { getServicer } from './servicer.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { servicer: await getServicer(request, context) };
}

export const meta: Route.MetaFunction = consoleLayoutMeta;

/** The workbench: the shared console chrome, one screen high, without a side menu (ADR 060). */
export default function ServicerLayout({ loaderData: { servicer } }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const shown = servicer && { logo: servicer.logo, shop: servicer.shop_name, name: servicer.nickname };
  return (
    <ConsoleChrome
      ns="servicer"
      icon={Headset}
      staff={shown}
      logoutEndpoint={servicerLogoutEndpoint}
      pathname={pathname}
      fill
    >
      <Outlet />
    </ConsoleChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}
