import type { BodyOf, Endpoint } from '@zay/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api, isSessionError } from '~/lib/api';
import { notifyError } from '~/lib/notify';

/**
 * Runs one call of a console (shop or platform) from the browser, the console's cookie going with
 * it; on success the page's data is loaded again, on failure the API's reason shows as a toast.
 */
export function useConsoleCall() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const run = async <E extends Endpoint>(endpoint: E, body: BodyOf<E>): Promise<boolean> => {
    setBusy(true);
    const result = await api(endpoint, body);
    setBusy(false);
    if (!result.ok) {
      // An ended session is the session watcher's: it reloads the page, which goes to the console's login.
      if (!isSessionError(result)) void notifyError(result.message);
      return false;
    }
    await revalidator.revalidate();
    return true;
  };
  return { run, busy: busy || revalidator.state !== 'idle' };
}
