import { sellerLoginEndpoint } from '@zay/contract';
import { Store } from 'lucide-react';
import { ConsoleLoginCard } from '~/components/console/console-login';
import { StaffLoginForm } from '~/components/console/staff-login-form';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import type { Route } from './+types/login';
import { sellerSession } from './seller.server';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  sellerSession.loginPage(request, context, serverI18n(resolveLang(request)).t('seller.loginTitle'));

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/login`: shop staff log in to the console with their staff account. */
export default function SellerLoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleLoginCard ns="seller" icon={Store}>
      <StaffLoginForm ns="seller" endpoint={sellerLoginEndpoint} redirectTo={loaderData.redirectTo} />
    </ConsoleLoginCard>
  );
}
