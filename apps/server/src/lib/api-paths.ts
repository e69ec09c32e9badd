import type { FastifyInstance } from 'fastify';

/** The addons whose calls this API family serves under their own `/<addon>/api/` prefix. */
export const ADDON_PREFIXES = [
  '/coupon/api/',
  '/platformcoupon/api/',
  '/seckill/api/',
  '/groupbuy/api/',
  '/bundling/api/',
  '/topic/api/',
  '/memberrecharge/api/',
  '/live/api/',
  '/manjian/api/',
];

/** Every prefix under which a path is an API call: it answers the JSON envelope, never a page. */
export const API_PREFIXES = [
  '/api/',
  '/servicer/api/',
  '/seller/api/',
  '/platform/api/',
  '/pc/api/',
  ...ADDON_PREFIXES,
];

export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

const routeUrls = new WeakMap<FastifyInstance, Set<string>>();

/** Records the path of every route registered on `app` from now on (call before any route). */
export function recordRoutes(app: FastifyInstance): void {
  const urls = new Set<string>();
  routeUrls.set(app, urls);
  app.addHook('onRoute', (route) => {
    urls.add(route.url);
  });
}

/**
 * Whether an addon's calls exist: a route under `/<addon>/api/` (this family's addon prefix) or
 * `/api/<addon>/` (an addon whose calls sit with the core's, such as memberwithdraw).
 */
export function addonHasCalls(app: FastifyInstance, addon: string): boolean {
  const prefixes = [`/${addon}/api/`, `/api/${addon}/`];
  for (const url of routeUrls.get(app) ?? []) if (prefixes.some((p) => url.startsWith(p))) return true;
  return false;
}
