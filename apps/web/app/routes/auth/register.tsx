import { UserX } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/register';
import { AuthShell } from '~/features/member/auth/auth-shell';
import { AuthTabs, type AuthTab } from '~/features/member/auth/auth-tabs';
import { RegisterMobileForm } from '~/features/member/auth/register/register-mobile-form';
import { RegisterUsernameForm } from '~/features/member/auth/register/register-username-form';
import { pageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { loadAuthConfig, redirectMember } from './auth-config.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [config] = await Promise.all([loadAuthConfig(request, context), redirectMember(request, context)]);
  return { title: pageTitle(request, 'register'), config };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

function RegisterClosed() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-center py-6 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-brand-soft text-brand">
        <UserX size={30} strokeWidth={1.5} aria-hidden />
      </span>
      <p className="mt-4 text-[15px] leading-tight-text font-semibold text-ink">{t('auth.registerDisabled')}</p>
      <p className="mt-2 text-[13px] leading-text text-muted">{t('auth.registerDisabledHint')}</p>
    </div>
  );
}

/** SPEC §2: register by username or by mobile, as the platform allows; the terms must be ticked. */
export default function RegisterRoute({ loaderData: { config } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const tabs: AuthTab[] = [];
  if (config.registerByUsername) {
    tabs.push({ value: 'username', title: t('auth.tabUsername'), content: <RegisterUsernameForm config={config} /> });
  }
  if (config.registerByMobile) {
    tabs.push({ value: 'mobile', title: t('auth.tabMobile'), content: <RegisterMobileForm config={config} /> });
  }
  const login = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  return (
    <AuthShell
      title={t('auth.registerTitle')}
      footer={
        <>
          {t('auth.hasAccount')}{' '}
          <Link to={login} className="font-medium text-brand hover:underline">
            {t('auth.loginNow')}
          </Link>
        </>
      }
    >
      {tabs.length ? <AuthTabs label={t('auth.registerWays')} tabs={tabs} /> : <RegisterClosed />}
    </AuthShell>
  );
}
