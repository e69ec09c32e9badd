import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline, re-rendering each second; `start(n)` sets a new deadline. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(0);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, []);

  return [left, start];
}
