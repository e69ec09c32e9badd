import { sellerLoginEndpoint } from '@zay/contract';
import { Store } from 'lucide-react';
import { redirect } from 'react-router';
import { ConsoleLoginCard } from '~/components/console/console-login';
import { StaffLoginForm } from '~/components/console/staff-login-form';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { safeRedirect } from '~/lib/safe-redirect';
import type { Route } from './+types/login';
import { getStaff } from './seller.server';

/** Only a path inside the console is a way back after logging in. */
function backTo(request: Request) {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirect'), '/seller');
  return target.startsWith('/seller') ? target : '/seller';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getStaff(request, context)) throw redirect(backTo(request));
  return { title: serverI18n(resolveLang(request)).t('seller.loginTitle'), redirectTo: backTo(request) };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/login`: shop staff log in to the console with their staff account. */
export default function SellerLoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLoginCard ns="seller" icon={Store}>
      <StaffLoginForm ns="seller" endpoint={sellerLoginEndpoint} redirectTo={loaderData.redirectTo} />
    </ConsoleLoginCard>
  );
}
