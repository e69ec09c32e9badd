import { useEffect } from 'react';
import { useTranslation } from '~/lib/translation';
import { CLIENT_ERRORS } from '~/lib/api';
import { notifyError } from '~/lib/notify';

const LOCAL_ERRORS = new Set<string>(Object.values(CLIENT_ERRORS));

/** SPEC §8: failed loads show the server's message; calls that never reached it get our own words. */
export function LoadErrorToasts({ errors }: { errors: string[] }) {
  const { t } = useTranslation();
  useEffect(() => {
    for (const message of new Set(errors)) {
      void notifyError(LOCAL_ERRORS.has(message) ? t('errors.network') : message, `load-error:${message}`);
    }
  }, [errors, t]);
  return null;
}
