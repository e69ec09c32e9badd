import type { Checkout } from '@zay/contract';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ApiResult } from '~/lib/api';
import type { Choices } from './checkout-body';

const RECALC_DELAY_MS = 300;

type Ask = (next: Choices, signal: AbortSignal) => Promise<ApiResult<Checkout>>;
type Timer = RefObject<ReturnType<typeof setTimeout> | undefined>;
type Inflight = RefObject<AbortController | undefined>;

/** Neither the pending ask nor the answer on its way will land. */
function halt(timer: Timer, inflight: Inflight) {
  clearTimeout(timer.current);
  inflight.current?.abort();
}

/**
 * Asks for the figures of the latest choices after a short pause. An older answer that lands late
 * is dropped, so `onFresh` only ever sees the figures of the choices asked last.
 */
export function useRecalculation(ask: Ask, onFresh: (fresh: Checkout) => void) {
  const [calculating, setCalculating] = useState(false);
  const [failure, setFailure] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inflight = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => halt(timer, inflight), []);

  async function recalculate(next: Choices) {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    const result = await ask(next, controller.signal);
    if (controller.signal.aborted) return;
    setCalculating(false);
    if (!result.ok) return setFailure(result.message);
    setFailure('');
    onFresh(result.data);
  }

  return {
    calculating,
    failure,
    schedule(next: Choices) {
      // An answer still on its way is for older choices: landing now, it would show their figures
      // and put their choices back over this one.
      halt(timer, inflight);
      setCalculating(true);
      timer.current = setTimeout(() => void recalculate(next), RECALC_DELAY_MS);
    },
    /** Nothing asked or on its way lands any more (the order is being placed). */
    stop() {
      halt(timer, inflight);
      setCalculating(false);
    },
  };
}
