import { Headset } from 'lucide-react';
import { redirect } from 'react-router';
import { ServicerLoginForm } from '~/features/chat/workbench/servicer-login-form';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/login';
import { getServicer } from './servicer.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getServicer(request, context)) throw redirect('/servicer');
  return { title: serverI18n(resolveLang(request)).t('servicer.loginTitle') };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches, location.pathname, { title: loaderData?.title }),
  { name: 'robots', content: 'noindex' },
];

/** Shop staff log in to the workbench with their servicer account. */
export default function ServicerLoginRoute() {
  const { t } = useTranslation();
  return (
    <div className="grid h-full place-items-center px-4">
      <section aria-labelledby="servicer-login" className="w-[400px] rounded-lg bg-white p-8 shadow-sm">
        <h2 id="servicer-login" className="flex items-center gap-2 text-[20px] font-semibold text-ink">
          <Headset size={22} className="text-brand" aria-hidden />
          {t('servicer.loginTitle')}
        </h2>
        <p className="mt-1 mb-6 text-[13px] text-muted">{t('servicer.loginIntro')}</p>
        <ServicerLoginForm />
      </section>
    </div>
  );
}
