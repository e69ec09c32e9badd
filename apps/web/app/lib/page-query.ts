/** The `page` query value of a list's URL as a page number: 1 when missing or malformed, at most 10,000. */
export function pageFrom(from: Request | URL): number {
  const url = from instanceof URL ? from : new URL(from.url);
  const n = Math.trunc(Number(url.searchParams.get('page')));
  return Math.max(1, Math.min(10_000, n || 1));
}
