import { Store } from 'lucide-react';
import { redirect } from 'react-router';
import { SellerLoginForm } from '~/features/seller/seller-login-form';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { pageMeta } from '~/lib/meta';
import { safeRedirect } from '~/lib/safe-redirect';
import { useTranslation } from '~/lib/translation';
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

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches, location.pathname, { title: loaderData?.title }),
  { name: 'robots', content: 'noindex' },
];

/** `/seller/login`: shop staff log in to the console with their staff account. */
export default function SellerLoginRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-[70vh] place-items-center px-4">
      <section aria-labelledby="seller-login" className="w-[400px] rounded-lg bg-white p-8 shadow-sm">
        <h1 id="seller-login" className="flex items-center gap-2 text-[20px] font-semibold text-ink">
          <Store size={22} className="text-brand" aria-hidden />
          {t('seller.loginTitle')}
        </h1>
        <p className="mt-1 mb-6 text-[13px] text-muted">{t('seller.loginIntro')}</p>
        <SellerLoginForm redirectTo={loaderData.redirectTo} />
      </section>
    </div>
  );
}
