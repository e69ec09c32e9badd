import type { Route } from './+types/coming-soon';
import { ComingSoon } from '~/components/ui/coming-soon';
import { pageMeta } from '~/lib/meta';
import { pathTitle } from '~/lib/page-title.server';

export function loader({ request }: Route.LoaderArgs) {
  return { title: pathTitle(request) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  pageMeta(matches, location.pathname, { title: loaderData?.title, error });

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-[1210px] py-8 in-data-[layout=member]:py-0">
      <ComingSoon page={loaderData.title} />
    </div>
  );
}
