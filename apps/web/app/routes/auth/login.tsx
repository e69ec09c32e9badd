import { useTranslation } from '~/lib/translation';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { AuthNotice, AuthShell } from '~/features/member/auth/auth-shell';
import { AuthTabs, type AuthTab } from '~/features/member/auth/auth-tabs';
import { LoginMobileForm } from '~/features/member/auth/login/login-mobile-form';
import { LoginPasswordForm } from '~/features/member/auth/login/login-password-form';
import { pageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { loadAuthConfig, redirectMember } from './auth-config.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [config] = await Promise.all([loadAuthConfig(request, context), redirectMember(request, context)]);
  return { title: pageTitle(request, 'login'), config };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

/** SPEC §2: log in by password (with captcha and "auto login for 7 days") or by an SMS code. */
export default function LoginRoute({ loaderData: { config } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const tabs: AuthTab[] = [
    { value: 'password', title: t('auth.tabPassword'), content: <LoginPasswordForm config={config} /> },
  ];
  if (config.loginByMobile) {
    tabs.push({ value: 'mobile', title: t('auth.tabSms'), content: <LoginMobileForm config={config} /> });
  }
  const register = redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register';
  return (
    <AuthShell
      title={t('auth.loginTitle')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to={register} className="font-medium text-brand hover:underline">
            {t('auth.registerNow')}
          </Link>
        </>
      }
    >
      {redirect && <AuthNotice>{t('auth.notLoggedIn')}</AuthNotice>}
      <AuthTabs label={t('auth.loginWays')} tabs={tabs} />
    </AuthShell>
  );
}
