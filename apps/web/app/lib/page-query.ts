/** The `page` query value of a list's URL as a page number: 1 when missing or malformed, at most 10,000. */
export function pageFrom(request: Request): number {
  const n = Math.trunc(Number(new URL(request.url).searchParams.get('page')));
  return Math.max(1, Math.min(10_000, n || 1));
}
