import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import type { Route } from './+types/find-pass';
import { AuthShell } from '~/features/member/auth/auth-shell';
import { FindPassword } from '~/features/member/auth/find-pass/find-password';
import { pageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { loadAuthConfig } from './auth-config.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { title: pageTitle(request, 'find_pass'), config: await loadAuthConfig(request, context) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

/** SPEC §2/§5: recover a password by an SMS code to the account's mobile number. */
export default function FindPassRoute({ loaderData: { config } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthShell
      width="wide"
      title={t('auth.find.title')}
      footer={
        <>
          {t('auth.find.remembered')}{' '}
          <Link to="/login" className="font-medium text-brand hover:underline">
            {t('auth.loginNow')}
          </Link>
        </>
      }
    >
      <FindPassword config={config} />
    </AuthShell>
  );
}
