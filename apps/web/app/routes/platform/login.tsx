import { platformLoginEndpoint } from '@zay/contract';
import { Landmark } from 'lucide-react';
import { ConsoleLoginCard } from '~/components/console/console-login';
import { StaffLoginForm } from '~/components/console/staff-login-form';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import type { Route } from './+types/login';
import { platformSession } from './platform.server';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  platformSession.loginPage(request, context, serverI18n(resolveLang(request)).t('platform.loginTitle'));

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/login`: the platform's own staff log in; a shop's staff is told to use the shop console. */
export default function PlatformLoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLoginCard ns="platform" icon={Landmark}>
      <StaffLoginForm ns="platform" endpoint={platformLoginEndpoint} redirectTo={loaderData.redirectTo} />
    </ConsoleLoginCard>
  );
}
