import { useEffect, useRef } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { useLayoutData } from './layout-data';
import { notifyError, notifySuccess } from './notify';
import { loginPath } from './safe-redirect';

/**
 * Writes of the catalogue pages (follow a shop or goods, add to cart, count a view) post to the
 * `/sku-N` or `/shop-N` route action, which calls the API on the server. That keeps the API
 * schemas (and zod) out of the browser bundle and lets the answer carry the API's own message.
 */
export const CATALOGUE_INTENTS = [
  'follow-shop',
  'unfollow-shop',
  'collect',
  'uncollect',
  'cart-add',
  'viewed',
] as const;
export type CatalogueIntent = (typeof CATALOGUE_INTENTS)[number];

export interface CatalogueActionResult {
  intent: CatalogueIntent;
  ok: boolean;
  /** The API's message in the shopper's language: "focus on success", "out of stock", … */
  message: string;
  /** The API refused the session: the shopper must log in (again). */
  needLogin?: boolean;
  /** Follower count after a follow or unfollow. */
  count?: number;
}

type Fields = Record<string, string | number>;

/**
 * A fetcher for one catalogue write: sends the login-gated ones to the login page when nobody is
 * logged in, shows the answer's message in a toast, and leaves the page chrome alone (no revalidation).
 */
export function useCatalogueAction(action: string) {
  const fetcher = useFetcher<CatalogueActionResult>();
  const member = useLayoutData()?.member;
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const shown = useRef<CatalogueActionResult | undefined>(undefined);

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== 'idle' || shown.current === result) return;
    shown.current = result;
    if (result.needLogin) navigate(loginPath(here));
    else if (result.intent !== 'viewed' && result.message)
      void (result.ok ? notifySuccess(result.message) : notifyError(result.message));
  }, [fetcher.data, fetcher.state, navigate, here]);

  function submit(intent: CatalogueIntent, fields: Fields, opts: { needsLogin?: boolean } = {}) {
    if (opts.needsLogin !== false && intent !== 'viewed' && !member) {
      navigate(loginPath(here));
      return;
    }
    const body = new FormData();
    body.set('intent', intent);
    for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
    void fetcher.submit(body, { method: 'post', action, defaultShouldRevalidate: false });
  }

  return { submit, fetcher, busy: fetcher.state !== 'idle', loggedIn: !!member };
}
