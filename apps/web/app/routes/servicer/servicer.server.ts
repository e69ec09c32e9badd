import { servicerInfoEndpoint, SERVICER_TOKEN_COOKIE, type ServicerInfo } from '@zay/contract';
import { redirect, type AppLoadContext } from 'react-router';
import { serverApi } from '~/lib/api.server';
import { readCookie } from '~/lib/lang';
import { perRequest } from '~/lib/per-request.server';
import { imageUrl } from '~/lib/links';

export const SERVICER_LOGIN_PATH = '/servicer/login';

// The layout and the page ask for the same request; one API call serves both.
const servicers = new WeakMap<AppLoadContext, Promise<ServicerInfo | null>>();

async function load(request: Request, context: AppLoadContext): Promise<ServicerInfo | null> {
  if (!readCookie(request.headers.get('cookie'), SERVICER_TOKEN_COOKIE)) return null;
  const result = await serverApi(request, context)(servicerInfoEndpoint, {});
  if (!result.ok) return null;
  return { ...result.data, avatar: imageUrl(result.data.avatar), logo: imageUrl(result.data.logo) };
}

/** The logged-in servicer of this request (their own cookie, apart from a member's), or null. */
export function getServicer(request: Request, context: AppLoadContext): Promise<ServicerInfo | null> {
  return perRequest(servicers, request, context, () => load(request, context));
}

export async function requireServicer(request: Request, context: AppLoadContext): Promise<ServicerInfo> {
  const servicer = await getServicer(request, context);
  if (!servicer) throw redirect(SERVICER_LOGIN_PATH);
  return servicer;
}
