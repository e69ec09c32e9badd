import { useEffect, useRef } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { notifyError } from '~/lib/notify';
import { loginPath } from '~/lib/safe-redirect';

export const CART_INTENTS = ['edit', 'delete'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** What the `/cart` route action answers. */
export interface CartActionResult {
  intent: CartIntent;
  ok: boolean;
  /** The API's message in the shopper's language ("out of stock", "quantity cannot be 0", …); '' on success. */
  message: string;
  /** The line an edit was for, so only that line shows the answer. */
  cartId?: number;
  needLogin?: boolean;
}

/**
 * One write to the cart through the `/cart` route action (ADR 014). The page's data (and the
 * header's count) revalidate afterwards, so quantities and totals always come from the API.
 */
export function useCartWrite(onDone?: (result: CartActionResult) => void) {
  const fetcher = useFetcher<CartActionResult>();
  const navigate = useNavigate();
  const seen = useRef<CartActionResult | undefined>(undefined);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle' || seen.current === result) return;
    seen.current = result;
    if (result.needLogin) navigate(loginPath('/cart'));
    else if (!result.ok && result.intent === 'delete') void notifyError(result.message);
    done.current?.(result);
  }, [fetcher.data, fetcher.state, navigate]);

  const submit = (fields: Record<string, string | number>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
    void fetcher.submit(body, { method: 'post', action: '/cart' });
  };

  return {
    edit: (cartId: number, num: string) => submit({ intent: 'edit', cart_id: cartId, num }),
    remove: (cartIds: number[]) => submit({ intent: 'delete', cart_ids: cartIds.join(',') }),
    busy: fetcher.state !== 'idle',
    result: fetcher.data,
  };
}
