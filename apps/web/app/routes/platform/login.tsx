import { platformLoginEndpoint } from '@zay/contract';
import { Landmark } from 'lucide-react';
import { redirect } from 'react-router';
import { ConsoleLoginCard } from '~/components/console/console-login';
import { StaffLoginForm } from '~/components/console/staff-login-form';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { safeRedirect } from '~/lib/safe-redirect';
import type { Route } from './+types/login';
import { getPlatformStaff } from './platform.server';

/** Only a path inside the platform console is a way back after logging in. */
function backTo(request: Request) {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'), '/platform');
  return target.startsWith('/platform') ? target : '/platform';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getPlatformStaff(request, context)) throw redirect(backTo(request));
  return { title: serverI18n(resolveLang(request)).t('platform.loginTitle'), redirectTo: backTo(request) };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/login`: the platform's own staff log in; a shop's staff is told to use the shop console. */
export default function PlatformLoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLoginCard ns="platform" icon={Landmark}>
      <StaffLoginForm ns="platform" endpoint={platformLoginEndpoint} redirectTo={loaderData.redirectTo} />
    </ConsoleLoginCard>
  );
}
