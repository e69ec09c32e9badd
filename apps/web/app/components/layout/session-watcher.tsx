import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from '~/lib/translation';
import { useLocation, useMatches, useNavigate, useRevalidator } from 'react-router';
import { onTokenError, type ApiFailure } from '~/lib/api';
import { notifyError } from '~/lib/notify';
import { loginPath } from '~/lib/safe-redirect';
import { markSessionChanged, needsMember } from '~/lib/session';

/**
 * SPEC §6/§8: a browser call answered TOKEN_ERROR or TOKEN_EXPIRE ends the session here. The root
 * data is fetched again (its loader deletes the refused cookie); a page that needs a member sends
 * the shopper to log in and come back.
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const matches = useMatches();
  const location = useLocation();

  const sessionLost = useEffectEvent((failure: ApiFailure) => {
    markSessionChanged();
    if (needsMember(matches)) {
      void notifyError(t('auth.notLoggedIn'), 'session-lost');
      void navigate(loginPath(`${location.pathname}${location.search}`), { replace: true });
      return;
    }
    void notifyError(failure.message || t('auth.notLoggedIn'), 'session-lost');
    void revalidator.revalidate();
  });

  useEffect(() => onTokenError((failure) => sessionLost(failure)), []);
  return null;
}
