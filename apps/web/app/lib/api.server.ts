import type { AppLoadContext } from 'react-router';
import { meaningOf, type BodyOf, type Endpoint, type Lang, type ResponseOf } from '@zay/contract';
import { api, type ApiFailure, type ApiResult } from './api';
import { resolveLang } from './lang';

/**
 * What a failed call means (the contract's error table, by `error_code`): pages take their status
 * from it. A failure that never reached the API, or a key the table does not know, has none.
 * Server-only: the table stays out of the browser's code.
 */
export const failureMeaning = (failure: ApiFailure) => meaningOf(failure.error_code);

export type ServerApi = <E extends Endpoint>(endpoint: E, body: BodyOf<E>) => Promise<ApiResult<ResponseOf<E>>>;

/**
 * The API caller for loaders: calls the API as the shopper, with their cookies and language, in
 * process when the server shares it, else over HTTP to its origin.
 */
export function serverApi(request: Request, context: AppLoadContext, lang: Lang = resolveLang(request)): ServerApi {
  const cookie = request.headers.get('cookie');
  const { apiTransport: transport } = context;
  const origin = context.apiOrigin ?? process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
  const headers: Record<string, string> = cookie ? { cookie } : {};
  return (endpoint, body) => api(endpoint, body, { origin, transport, lang, headers, signal: request.signal });
}

/** The data of a result, or the fallback; the failure's message is collected for a toast. */
export function dataOr<T>(result: ApiResult<T>, fallback: T, errors?: string[]): T {
  if (result.ok) return result.data;
  if (errors && result.message) errors.push(result.message);
  return fallback;
}
