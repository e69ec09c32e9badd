import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CLIENT_ERRORS } from '~/lib/api';

const LOCAL_ERRORS = new Set<string>(Object.values(CLIENT_ERRORS));

/** SPEC §8: failed loads show the server's message; calls that never reached it get our own words. */
export function LoadErrorToasts({ errors }: { errors: string[] }) {
  const { t } = useTranslation();
  useEffect(() => {
    for (const message of new Set(errors)) {
      const text = LOCAL_ERRORS.has(message) ? t('errors.network') : message;
      toast.error(text, { id: `load-error:${message}` });
    }
  }, [errors, t]);
  return null;
}
