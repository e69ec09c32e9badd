import { useEffect, useRef } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '~/lib/notify';

/** Writes the order pages post to their own route action (ADR 014). */
export const ORDER_INTENTS = ['pay', 'close', 'takedelivery', 'extendtakedelivery'] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

export interface OrderActionResult {
  intent: OrderIntent;
  ok: boolean;
  /** The API's message in the shopper's language; on success the endpoint's own ("cancelled successfully"). */
  message: string;
  /** For `pay`: the new payment to open. */
  outTradeNo?: string;
}

/** Sends one order write; a new payment opens /pay, other answers show as a toast. */
export function useOrderAction() {
  const fetcher = useFetcher<OrderActionResult>();
  const navigate = useNavigate();
  const seen = useRef<OrderActionResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle' || seen.current === result) return;
    seen.current = result;
    if (result.ok && result.outTradeNo) navigate(`/pay?out_trade_no=${encodeURIComponent(result.outTradeNo)}`);
    else if (result.message) void (result.ok ? notifySuccess(result.message) : notifyError(result.message));
  }, [fetcher.data, fetcher.state, navigate]);

  return {
    run: (intent: OrderIntent, orderId: number) => {
      const body = new FormData();
      body.set('intent', intent);
      body.set('order_id', String(orderId));
      void fetcher.submit(body, { method: 'post' });
    },
    busy: fetcher.state !== 'idle',
  };
}
