import type { Route } from './+types/route';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';
import { BrandGrid, InitialFilter } from '~/features/catalog/brand/brand-grid';
import { pageMeta } from '~/lib/meta';
import { loadBrands } from './brand.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadBrands(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: loaderData?.title,
    description: loaderData?.description,
    canonical: location.pathname,
  });

export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  const { brands, initials, initial, title, errors } = loaderData;
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className="mb-4 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      <InitialFilter initials={initials} current={initial} />
      <BrandGrid brands={brands} />
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
