import { useEffect, useState } from 'react';

/**
 * The server's clock in Unix seconds, ticking each second. The first render — on the server and
 * the browser's hydrating one alike — is `serverTime` itself (the loader's clock), so a countdown's
 * server HTML already holds the real time left and hydration finds the same text (ADR 095). Once
 * mounted, the offset to this browser's clock is fixed and the clock ticks.
 */
export function useServerNow(serverTime: number): number {
  const [now, setNow] = useState(serverTime);
  useEffect(() => {
    const offset = serverTime - Date.now() / 1000;
    const tick = () => setNow(Math.floor(Date.now() / 1000 + offset));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [serverTime]);
  return now;
}
