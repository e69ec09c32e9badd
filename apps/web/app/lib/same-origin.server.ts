import { data } from 'react-router';

/**
 * Route actions forward the shopper's session cookie to the API, so they must refuse what the API
 * itself refuses: a cookie-carrying write started by another site (QUALITY §4). Browsers send
 * Sec-Fetch-Site or Origin with every cross-site POST.
 */
export function assertSameOrigin(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw data(null, { status: 403 });
  const origin = request.headers.get('origin');
  if (!origin) return;
  const own = new URL(request.url);
  const forwardedProto = request.headers.get('x-forwarded-proto');
  const allowed = new Set([own.origin, `${forwardedProto ?? own.protocol.replace(':', '')}://${own.host}`]);
  if (!allowed.has(origin)) throw data(null, { status: 403 });
}
