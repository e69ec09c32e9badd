import { logoutEndpoint } from '@zay/contract';
import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { serverApi } from '~/lib/api.server';
import { HOME_PATH } from '~/lib/safe-redirect';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { expiredTokenCookie } from '~/lib/session.server';

/**
 * The header's log-out form posts here: the API revokes the token server-side, and the cookie is
 * deleted in the same response that sends the shopper home. A failed API call still logs out the
 * browser; the token then simply expires.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  await serverApi(request, context)(logoutEndpoint, {});
  return redirect(HOME_PATH, { headers: { 'Set-Cookie': expiredTokenCookie(request) } });
}

export function loader() {
  return redirect(HOME_PATH);
}
