import type { sellerInfoEndpoint, SellerStaff } from '@zay/contract';
import { redirect, type AppLoadContext } from 'react-router';
import { serverApi } from './api.server';
import { readCookie } from './lang';
import { imageUrl } from './links';
import { perRequest } from './per-request.server';
import { safeRedirect } from './safe-redirect';

/**
 * A staff console's session for loaders (the shop console at `/seller`, ADR 049, and the platform
 * console at `/platform`, ADR 060; each has its own cookie, `info` call and login page at
 * `<home>/login`): `get` answers the staff member signed in on this request, or null; `require`
 * answers them, or redirects to the console's login with the way back; `loginPage` is the login
 * page's loader. The layout and the page ask for the same request; one API call serves both.
 */
export function staffSession(cookie: string, infoEndpoint: typeof sellerInfoEndpoint, home: string) {
  const staffByRequest = new WeakMap<AppLoadContext, Promise<SellerStaff | null>>();

  async function load(request: Request, context: AppLoadContext): Promise<SellerStaff | null> {
    if (!readCookie(request.headers.get('cookie'), cookie)) return null;
    const result = await serverApi(request, context)(infoEndpoint, {});
    if (!result.ok) return null;
    return { ...result.data, logo: imageUrl(result.data.logo) };
  }

  const get = (request: Request, context: AppLoadContext): Promise<SellerStaff | null> =>
    perRequest(staffByRequest, request, context, () => load(request, context));

  async function require(request: Request, context: AppLoadContext): Promise<SellerStaff> {
    const staff = await get(request, context);
    if (!staff) {
      const url = new URL(request.url);
      throw redirect(`${home}/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
    }
    return staff;
  }

  /** Only a path inside the console is a way back after logging in. */
  function backTo(request: Request) {
    const target = safeRedirect(new URL(request.url).searchParams.get('redirect'), home);
    return target.startsWith(home) ? target : home;
  }

  /** The login page's loader data: a signed-in staff member is sent back at once; else the page's title and the way back. */
  async function loginPage(request: Request, context: AppLoadContext, title: string) {
    if (await get(request, context)) throw redirect(backTo(request));
    return { title, redirectTo: backTo(request) };
  }

  return { get, require, loginPage };
}
