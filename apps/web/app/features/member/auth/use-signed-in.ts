import { useCallback, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { useNavigate, useSearchParams } from 'react-router';
import type { ApiResult } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { safeRedirect } from '~/lib/safe-redirect';
import { markSessionChanged, SIGNED_IN_STATE } from '~/lib/session';

export interface SignInOutcome {
  /** The last refusal's text, shown above the submit button. */
  failure: string;
  setFailure: (message: string) => void;
  /** Handles the API's answer; true when the shopper is now logged in. */
  settle: (result: ApiResult<unknown>) => boolean;
}

/**
 * After a login or registration the API has set the HttpOnly cookie, so the page only announces
 * it, lets the header fetch the member, and goes back where the shopper came from (same site only).
 */
export function useSignInOutcome(successMessage: string): SignInOutcome {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState('');
  const settle = useCallback(
    (result: ApiResult<unknown>) => {
      if (!result.ok) {
        setFailure(result.message || t('errors.network'));
        return false;
      }
      markSessionChanged();
      void notifySuccess(successMessage);
      void navigate(safeRedirect(params.get('redirect')), { replace: true, state: SIGNED_IN_STATE });
      return true;
    },
    [navigate, params, successMessage, t],
  );
  return { failure, setFailure, settle };
}
