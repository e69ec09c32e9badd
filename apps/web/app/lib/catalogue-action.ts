import { useEffect, useRef } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { useLayoutData } from './layout-data';
import { notifyError, notifySuccess } from './notify';
import { loginPath } from './safe-redirect';

/**
 * Writes of the catalogue pages (follow a shop or goods, add to cart) post to the `/sku-N` or
 * `/shop-N` route action, which calls the API on the server. That keeps the API schemas (and zod)
 * out of the browser bundle and lets the answer carry the API's own message. The pages' data is
 * then revalidated as after any action, so follower counts and the header stay true.
 */
export const CATALOGUE_INTENTS = ['follow-shop', 'unfollow-shop', 'collect', 'uncollect', 'cart-add'] as const;
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
 * A fetcher for one catalogue write: sends a visitor to the login page first (every one of them
 * needs a member), and shows the answer's message in a toast.
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
    else if (result.message) void (result.ok ? notifySuccess(result.message) : notifyError(result.message));
  }, [fetcher.data, fetcher.state, navigate, here]);

  const toLogin = () => navigate(loginPath(here));

  function submit(intent: CatalogueIntent, fields: Fields) {
    if (!member) return toLogin();
    const body = new FormData();
    body.set('intent', intent);
    for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
    // Revalidation stays on: skipping it lets an answer that lands during a navigation put the
    // previous page's data back on screen (React Router 7.18).
    void fetcher.submit(body, { method: 'post', action });
  }

  return { submit, toLogin, fetcher, busy: fetcher.state !== 'idle', loggedIn: !!member };
}
