import { data } from 'react-router';

/**
 * SPEC §2's prefixed paths put a page's prefix and an id in one segment (`sku-12`, `help-7`,
 * `topic-goods-3`). React Router matches whole segments only (ADR 005), so each URL area's route
 * takes the segment as a param and looks its prefix up in the area's own table of pages.
 */
export function pageOfSegment<K extends string>(segment: string | undefined, pages: Readonly<Record<string, K>>) {
  const [, prefix = '', id] = /^([a-z]+(?:-[a-z]+)*)-(\d{1,15})$/.exec(segment ?? '') ?? [];
  const key = Object.hasOwn(pages, prefix) ? pages[prefix] : undefined;
  return key ? { key, id: Number(id) } : undefined;
}

/**
 * For loaders and actions: the page, or a 404 for any other segment, and for a path in upper
 * case (the router matches an area's name in any case, but these paths exist in lower case only).
 */
export function prefixedPage<K extends string>(
  request: Request,
  segment: string | undefined,
  pages: Readonly<Record<string, K>>,
) {
  const page = pageOfSegment(segment, pages);
  if (!page || /[A-Z]/.test(new URL(request.url).pathname)) throw data(null, { status: 404 });
  return page;
}
