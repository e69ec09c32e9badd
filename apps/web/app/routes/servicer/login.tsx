import { servicerLoginEndpoint } from '@zay/contract';
import { Headset } from 'lucide-react';
import { redirect } from 'react-router';
import { ConsoleLoginCard } from '~/components/console/console-login';
import { StaffLoginForm } from '~/components/console/staff-login-form';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import type { Route } from './+types/login';
import { getServicer } from './servicer.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getServicer(request, context)) throw redirect('/servicer');
  return { title: serverI18n(resolveLang(request)).t('servicer.loginTitle') };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** Shop staff log in to the workbench with their servicer account. */
export default function ServicerLoginRoute() {
  return (
    <ConsoleLoginCard ns="servicer" icon={Headset}>
      <StaffLoginForm ns="servicer" endpoint={servicerLoginEndpoint} redirectTo="/servicer" />
    </ConsoleLoginCard>
  );
}
