import { platformLogoutEndpoint } from '@zay/contract';
import { Landmark } from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { ConsoleChrome } from '~/components/console/console-chrome';
import { consoleLayoutMeta } from '~/components/console/console-meta';
import { PageError } from '~/components/layout/route-error';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/layout';
import { platformMenuFor } from './menu';
import { getPlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { staff: await getPlatformStaff(request, context) };
}

export const meta: Route.MetaFunction = consoleLayoutMeta;

/** The platform console (ADR 060): the shared console chrome with the platform's side menu. */
export default function PlatformLayout({ loaderData: { staff } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shown = staff && {
    logo: staff.logo,
    shop: t('platform.staffOf'),
    name: `${staff.nickname} (${staff.role_name})`,
  };
  return (
    <ConsoleChrome
      ns="platform"
      icon={Landmark}
      staff={shown}
      logoutEndpoint={platformLogoutEndpoint}
      menu={platformMenuFor(staff?.role ?? '')}
      pathname={pathname}
    >
      <Outlet />
    </ConsoleChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}
