import {
  CODES,
  HTTP_TIMEOUT_MS,
  SESSION_ERRORS,
  type BodyOf,
  type Endpoint,
  type Lang,
  type ResponseOf,
} from '@zay/contract';

export type ApiFailure = { ok: false; code: number; message: string; error_code: string };
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

/**
 * How a call reaches the API when it is not a fetch to `origin`: the server's loaders use the API's
 * routes in process when both share it (apps/server web-host). Answers the parsed JSON body; the
 * API has checked its data against the contract, so it is not parsed a second time.
 */
export type ApiTransport = (path: string, init: { headers: Record<string, string>; body: string }) => Promise<unknown>;

export interface ApiOptions {
  /** '' in the browser (same origin); the API origin on the server. */
  origin?: string;
  /** Sent as body `lang` so server messages come back in the page's language. */
  lang?: Lang;
  /** The server forwards the shopper's Cookie header (zay_lang, zay_token). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  transport?: ApiTransport;
}

/** Failures that never reached the API get these keys; the UI translates them. */
export const CLIENT_ERRORS = { network: 'NETWORK_ERROR', timeout: 'TIMEOUT', badResponse: 'BAD_RESPONSE' } as const;

/**
 * The call needed a member and the request had none or a refused one (TOKEN_…): the session is over.
 * Pages' other meanings come from the whole error table on the server (`failureMeaning`).
 */
export const isSessionError = (failure: ApiFailure) => SESSION_ERRORS.includes(failure.error_code);

let tokenErrorHandler: ((failure: ApiFailure) => void) | undefined;

/** The session watcher registers the logout here; it runs for browser calls only. Returns the unregister. */
export function onTokenError(handler: (failure: ApiFailure) => void): () => void {
  tokenErrorHandler = handler;
  return () => {
    if (tokenErrorHandler === handler) tokenErrorHandler = undefined;
  };
}

function failure(error_code: string, message = '', code: number = CODES.ERROR): ApiFailure {
  return { ok: false, code, message, error_code };
}

function isEnvelope(raw: unknown): raw is { code: number; message?: unknown; data: unknown; error_code?: unknown } {
  return typeof raw === 'object' && raw !== null && typeof (raw as { code?: unknown }).code === 'number';
}

/** `checked`: the answer comes from this process's API, which parsed it with the same schema already. */
function readEnvelope<E extends Endpoint>(endpoint: E, raw: unknown, checked = false): ApiResult<ResponseOf<E>> {
  if (!isEnvelope(raw)) return failure(CLIENT_ERRORS.badResponse);
  const message = typeof raw.message === 'string' ? raw.message : '';
  if (raw.code !== CODES.SUCCESS) {
    const key = typeof raw.error_code === 'string' ? raw.error_code : 'ERROR';
    return failure(key, message, raw.code);
  }
  if (checked) return { ok: true, data: raw.data as ResponseOf<E> };
  const parsed = endpoint.response.safeParse(raw.data);
  if (!parsed.success) {
    console.warn(`[api] ${endpoint.path} answered a shape the contract does not allow`, parsed.error.issues[0]);
    return failure(CLIENT_ERRORS.badResponse, message);
  }
  return { ok: true, data: parsed.data as ResponseOf<E> };
}

function timeoutSignal(outer?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  // AbortSignal.any is missing from older desktop browsers; the timeout alone still protects them.
  return outer && typeof AbortSignal.any === 'function' ? AbortSignal.any([outer, timeout]) : timeout;
}

/** POSTs `body` to an API path as every call does (page language, JSON); answers the parsed JSON. */
async function send(path: string, body: object, options: ApiOptions & { keepalive?: boolean }): Promise<unknown> {
  const browser = typeof document !== 'undefined';
  const lang = options.lang ?? (browser ? (document.documentElement.dataset.lang as Lang | undefined) : undefined);
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...options.headers };
  const json = JSON.stringify({ app_type: 'pc', ...(lang ? { lang } : {}), ...body });
  if (options.transport) return options.transport(path, { headers, body: json });
  const response = await fetch(`${options.origin ?? ''}${path}`, {
    method: 'POST',
    headers,
    credentials: 'same-origin',
    body: json,
    signal: timeoutSignal(options.signal),
    keepalive: options.keepalive,
  });
  return response.json();
}

/** Calls one contract endpoint: POST JSON, read the envelope, parse `data` with the endpoint's schema. */
export async function api<E extends Endpoint>(
  endpoint: E,
  body: BodyOf<E>,
  options: ApiOptions = {},
): Promise<ApiResult<ResponseOf<E>>> {
  let raw: unknown;
  try {
    raw = await send(endpoint.path, body as object, options);
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return failure(timedOut ? CLIENT_ERRORS.timeout : CLIENT_ERRORS.network);
  }
  const result = readEnvelope(endpoint, raw, !!options.transport);
  if (!result.ok && typeof document !== 'undefined' && isSessionError(result)) tokenErrorHandler?.(result);
  return result;
}

/**
 * A call by path whose answer needs no schema (a counter, a picture, a tree drawn as is): the
 * envelope's `data` on success, else null. For the first-load code of pages: an endpoint object
 * would bring the contract's schemas, and zod with them, into every page's JavaScript.
 */
export async function apiData(
  path: string,
  body: object,
  options: ApiOptions & { keepalive?: boolean } = {},
): Promise<unknown> {
  try {
    const raw = await send(path, body, options);
    return isEnvelope(raw) && raw.code === CODES.SUCCESS ? raw.data : null;
  } catch {
    return null;
  }
}
