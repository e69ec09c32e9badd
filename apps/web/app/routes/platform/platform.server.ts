import { platformInfoEndpoint, PLATFORM_TOKEN_COOKIE, type SellerStaff } from '@zay/contract';
import { redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '~/lib/api.server';
import { readCookie } from '~/lib/lang';
import { perRequest } from '~/lib/per-request.server';
import { imageUrl } from '~/lib/links';

export const PLATFORM_LOGIN_PATH = '/platform/login';

// The layout and the page ask for the same request; one API call serves both.
const staffByRequest = new WeakMap<AppLoadContext, Promise<SellerStaff | null>>();

async function load(request: Request, context: AppLoadContext): Promise<SellerStaff | null> {
  if (!readCookie(request.headers.get('cookie'), PLATFORM_TOKEN_COOKIE)) return null;
  const result = await serverApi(request, context)(platformInfoEndpoint, {});
  if (!result.ok) return null;
  return { ...result.data, logo: imageUrl(result.data.logo) };
}

/** The logged-in platform staff member of this request (the platform console's cookie), or null. */
export function getPlatformStaff(request: Request, context: AppLoadContext): Promise<SellerStaff | null> {
  return perRequest(staffByRequest, request, context, () => load(request, context));
}

/** The platform staff member, or a redirect to the platform's login with the way back. */
export async function requirePlatformStaff(request: Request, context: AppLoadContext): Promise<SellerStaff> {
  const staff = await getPlatformStaff(request, context);
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`${PLATFORM_LOGIN_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return staff;
}
