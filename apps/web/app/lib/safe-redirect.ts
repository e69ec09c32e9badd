/** Where a shopper lands after logging in when no usable `redirect` was given. */
export const HOME_PATH = '/index';

// A base that can never be a real site: a target that resolves anywhere else left this origin.
const BASE = 'http://zay.invalid';

/**
 * The `redirect` query value when it is a path on this site, else `fallback`. Browsers read
 * `//host` and `/\host` as other sites and drop tabs and newlines before parsing (`/\t/host`), so
 * only a single "/" with no backslash or control character passes, and the parsed URL must stay
 * on the same origin.
 */
export function safeRedirect(value: unknown, fallback: string = HOME_PATH): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (value.length > 2048 || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, BASE);
    // Dot segments can turn a path into `//host` (`/..//evil.example`): same origin here, another
    // site once the browser reads the answer's Location. Only a single leading slash passes.
    if (url.origin !== BASE || url.pathname.startsWith('//')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** SPEC §2: the login page with the page to come back to, encoded. */
export function loginPath(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}
