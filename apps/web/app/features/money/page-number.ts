/** The `page` query value as a page number: 1 when missing or malformed. */
export function pageFrom(request: Request): number {
  const n = Math.trunc(Number(new URL(request.url).searchParams.get('page')));
  return Math.max(1, Math.min(10_000, n || 1));
}
