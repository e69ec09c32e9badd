import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { DEFAULT_SITE_TITLE, type LayoutData } from './layout-data';

export interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

interface Page {
  title?: string;
  description?: string;
  /** Canonical path including the query that defines the page (e.g. a list filter); defaults to the path. */
  canonical?: string;
  /** The route's error, when its loader failed: the page is then the 404 or error page. */
  error?: unknown;
}

/** Title "<page> - <site>", the site description and a canonical URL, as every page needs (QUALITY §2). */
export function pageMeta(
  matches: readonly (MetaMatch | undefined)[],
  pathname: string,
  page: Page = {},
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as LayoutData | undefined;
  const site = root?.site.title || DEFAULT_SITE_TITLE;
  if (page.error) {
    const notFound = isRouteErrorResponse(page.error) && page.error.status === 404;
    const title = root ? (notFound ? root.labels.notFound : root.labels.error) : site;
    return [{ title: `${title} - ${site}` }, { name: 'robots', content: 'noindex' }];
  }
  const description = page.description || root?.site.desc || site;
  const meta: MetaDescriptor[] = [
    { title: page.title ? `${page.title} - ${site}` : site },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: `${root?.origin ?? ''}${page.canonical ?? pathname}` },
  ];
  if (root?.site.keywords) meta.push({ name: 'keywords', content: root.site.keywords });
  return meta;
}

/**
 * The meta of a page search engines should not list (behind a login, a step of buying, a console):
 * `pageMeta` with the title its loader answers, and no indexing. A route says
 * `export const meta: Route.MetaFunction = noindexPageMeta;`.
 */
export const noindexPageMeta = ({
  loaderData,
  matches,
  location,
}: {
  loaderData?: { title?: string };
  matches: readonly (MetaMatch | undefined)[];
  location: { pathname: string };
}): MetaDescriptor[] => [
  ...pageMeta(matches, location.pathname, { title: loaderData?.title }),
  { name: 'robots', content: 'noindex' },
];
