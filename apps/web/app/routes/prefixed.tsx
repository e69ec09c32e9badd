import { data } from 'react-router';
import type { Route } from './+types/prefixed';
import { ComingSoon } from '~/components/ui/coming-soon';
import { pageMeta } from '~/lib/meta';
import { matchNested } from '~/lib/page-key';
import { pageTitle } from '~/lib/page-title.server';

export function loader({ request }: Route.LoaderArgs) {
  const page = matchNested(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return { ...page, title: pageTitle(request, page.key) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

export default function PrefixedRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page-width py-8">
      <ComingSoon page={loaderData.title} />
    </div>
  );
}
