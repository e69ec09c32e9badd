import type { AppLoadContext } from 'react-router';

/**
 * What several loaders of one page request ask for (the member's session, the console's staff
 * member), loaded once for all of them. React Router hands each loader its own copy of the
 * Request, so the key is the load context, which the server makes once per request. An action's
 * request loads its own: what the action changes must show in the loaders that run after it.
 */
export function perRequest<T>(
  memo: WeakMap<AppLoadContext, T>,
  request: Request,
  context: AppLoadContext,
  load: () => T,
): T {
  if (request.method !== 'GET' && request.method !== 'HEAD') return load();
  let value = memo.get(context);
  if (value === undefined) memo.set(context, (value = load()));
  return value;
}
