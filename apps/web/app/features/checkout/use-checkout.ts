import type { Checkout, Endpoint, OrderCreateBody } from '@zay/contract';
import { useEffect, useRef, useState } from 'react';
import { api, type ApiResult } from '~/lib/api';
import { adoptServerChoices, choicesFrom, orderBody, type CheckoutGoods, type Choices } from './checkout-body';

/**
 * The calls of one kind of checkout. Normal orders use ordercreate/*; group buy, seckill and
 * combo checkouts keep their own order-creation data (SPEC §3) and pass their own endpoints.
 */
export interface CheckoutCalls {
  calculate: Endpoint;
  create: Endpoint;
}

const RECALC_DELAY_MS = 300;

type Call = (endpoint: Endpoint, body: OrderCreateBody, signal?: AbortSignal) => Promise<ApiResult<unknown>>;
const call: Call = (endpoint, body, signal) => api(endpoint, body as never, { signal });

/**
 * The checkout's state: the buyer's choices and the server's figures for them. Each change that
 * can move an amount asks ordercreate/calculate again after a short pause; an older answer that
 * lands late is dropped, so the page always shows the figures of the latest choices.
 */
export function useCheckout(calls: CheckoutCalls, goods: CheckoutGoods, initial: Checkout) {
  const [checkout, setCheckout] = useState(initial);
  const [choices, setChoices] = useState<Choices>(() => choicesFrom(initial));
  const [calculating, setCalculating] = useState(false);
  const [failure, setFailure] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inflight = useRef<AbortController | undefined>(undefined);
  const latest = useRef(choices);
  latest.current = choices;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inflight.current?.abort();
    },
    [],
  );

  async function recalculate(next: Choices) {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    const result = await call(calls.calculate, orderBody(goods, next), controller.signal);
    if (controller.signal.aborted) return;
    setCalculating(false);
    if (!result.ok) return setFailure(result.message);
    const fresh = result.data as Checkout;
    setFailure('');
    setCheckout(fresh);
    setChoices((current) => adoptServerChoices(current, fresh));
  }

  /** Applies a change; `recalc: false` for text that moves no amount (a message to the seller). */
  function change(patch: Partial<Choices>, recalc = true) {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setChoices(next);
    if (!recalc) return;
    // An answer still on its way is for older choices: landing now, it would show their figures
    // and put their choices back over this one.
    inflight.current?.abort();
    setCalculating(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void recalculate(next), RECALC_DELAY_MS);
  }

  /** Places the orders; answers the out_trade_no that pays for them, or the API's message. */
  async function create(payPassword?: string): Promise<ApiResult<string>> {
    clearTimeout(timer.current);
    inflight.current?.abort();
    setCalculating(false);
    const result = await call(calls.create, orderBody(goods, latest.current, payPassword));
    return result.ok ? { ok: true, data: String(result.data) } : result;
  }

  return {
    checkout,
    choices,
    calculating,
    failure,
    change,
    create,
    refresh: () => change({}),
    /** A pay password was set or the account changed: ask again without changing a choice. */
    patchAccount: (account: Checkout['member_account']) => setCheckout((c) => ({ ...c, member_account: account })),
  };
}
