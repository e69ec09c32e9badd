import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '~/lib/notify';
import { safeRedirect } from '~/lib/safe-redirect';
import { markSessionChanged } from '~/lib/session';

/**
 * After a login or registration: the API has set the HttpOnly cookie, so the page only announces
 * it, lets the header fetch the member, and goes back to where the shopper came from (same site only).
 */
export function useSignedIn(): (message: string) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    (message: string) => {
      markSessionChanged();
      void notifySuccess(message);
      void navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
    [navigate, params],
  );
}
