import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true once the page's
 * scripts run (and at once for anything mounted later). A control that works only with script
 * (a dialog, a socket) is shown disabled and busy until then, so an early click is not lost in
 * silence (issue 35, ADR 095).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
