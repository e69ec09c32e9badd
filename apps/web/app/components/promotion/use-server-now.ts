import { useEffect, useState } from 'react';

/**
 * The server's clock, ticking each second: `serverTime` (Unix seconds, from the loader) fixes the
 * offset to this browser's clock on mount. Null until mounted, so the server render and the
 * first browser render agree.
 */
export function useServerNow(serverTime: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const offset = serverTime - Date.now() / 1000;
    const tick = () => setNow(Math.floor(Date.now() / 1000 + offset));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [serverTime]);
  return now;
}
