import { verifyCheckIsVerifierEndpoint } from '@zay/contract';
import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/member';
import { MemberLayout } from '~/components/layout/member-layout';
import { RouteError } from '~/components/layout/route-error';
import { pageMeta } from '~/lib/meta';
import { MEMBER_ONLY } from '~/lib/session';
import { requireMember } from '~/lib/session.server';
import { serverApi } from '~/lib/api.server';

/** Every member page, /evaluate, /payment, /pay and /result need a member (SPEC §2, §6). */
export const handle = MEMBER_ONLY;

/** Whether the member verifies codes for a shop: the menu shows the redemption desk only then. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  const verifier = await serverApi(request, context)(verifyCheckIsVerifierEndpoint, {});
  return { isVerifier: verifier.ok };
}

/** Used when a child fails and this layout's boundary renders: the 404 or error title. */
export const meta: Route.MetaFunction = ({ matches, location, error }) =>
  pageMeta(matches, location.pathname, { error });

export default function MemberLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <MemberLayout isVerifier={loaderData.isVerifier}>
      <Outlet />
    </MemberLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('routes/layouts/member');
  return (
    <MemberLayout isVerifier={data?.isVerifier ?? false}>
      <RouteError error={error} />
    </MemberLayout>
  );
}
