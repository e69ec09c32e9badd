import type { RouteConfigEntry } from '@react-router/dev/routes';
import { CODES, type BodyOf, type Endpoint, type Lang, type ResponseOf } from '@zay/contract';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, createStaticHandler, type AppLoadContext } from 'react-router';
import type { ApiTransport } from '~/lib/api';
import { serverI18n } from '~/lib/i18n.server';
import { I18nProvider } from '~/lib/translation';
import routeConfig from '~/routes';

/**
 * Route-level tests (ADR 042): the app's real route tree (routes.ts under root.tsx) with the real
 * loaders and actions, whose API calls a fake transport answers (`fakeApi`). React Router's static
 * handler runs them as the server does, giving the real status, redirect and headers; the page is
 * then rendered from that data in `createRoutesStub`, as the browser would hydrate it.
 */

export const ORIGIN = 'http://zay.test';

type Stub = Parameters<typeof createRoutesStub>[0][number];
type Module = Partial<Record<'loader' | 'action' | 'ErrorBoundary' | 'default' | 'handle', unknown>>;

async function toStubRoute(entry: RouteConfigEntry, id = entry.id ?? entry.file.replace(/\.tsx?$/, '')): Promise<Stub> {
  const module = (await import(/* @vite-ignore */ `../${entry.file}`)) as Module;
  const children = await Promise.all((entry.children ?? []).map((child) => toStubRoute(child)));
  return {
    id,
    path: entry.path,
    index: entry.index,
    loader: module.loader,
    action: module.action,
    handle: module.handle,
    Component: module.default as ComponentType,
    ErrorBoundary: module.ErrorBoundary as ComponentType | undefined,
    ...(entry.index ? {} : { children }),
  } as Stub;
}

// The whole route tree, its modules imported once per test file (before its tests' time starts).
const appRoutes: Stub[] = [await toStubRoute({ id: 'root', file: 'root.tsx', children: routeConfig })];

type Envelope = { code: number; message: string; data: unknown; error_code?: string };
type Answer = (body: Record<string, unknown>) => Envelope;

export const ok = (data: unknown): Envelope => ({ code: CODES.SUCCESS, message: 'ok', data });
export const fail = (error_code: string, message = error_code, code: number = CODES.ERROR): Envelope => ({
  code,
  message,
  data: null,
  error_code,
});

/** An API answered by hand: one answer per endpoint; every other call fails with NOT_FOUND. */
export class FakeApi {
  readonly calls: { path: string; body: Record<string, unknown>; cookie?: string }[] = [];
  private readonly answers = new Map<string, Answer>();

  /** Answers an endpoint with its data (typed by the contract), or with the envelope a function builds. */
  on<E extends Endpoint>(endpoint: E, answer: ResponseOf<E> | ((body: BodyOf<E>) => Envelope)): this {
    this.answers.set(endpoint.path, typeof answer === 'function' ? (answer as Answer) : () => ok(answer));
    return this;
  }

  callsTo(endpoint: Endpoint) {
    return this.calls.filter((c) => c.path === endpoint.path);
  }

  readonly transport: ApiTransport = async (path, init) => {
    const body = JSON.parse(init.body) as Record<string, unknown>;
    this.calls.push({ path, body, cookie: init.headers.cookie });
    return (this.answers.get(path) ?? (() => fail('NOT_FOUND')))(body);
  };
}

interface Visit {
  api: FakeApi;
  cookie?: string;
  /** Posts this form to the page's action (same origin, as the browser's fetcher does). */
  form?: Record<string, string>;
  lang?: Lang;
}

export interface Page {
  status: number;
  headers: Headers;
  /** The rendered page; '' for a redirect. */
  html: string;
  actionData?: unknown;
}

/** Requests `path` as a shopper would and renders what the routes answer. */
export async function visit(path: string, { api, cookie, form, lang = 'en-us' }: Visit): Promise<Page> {
  const headers = new Headers({ cookie: [`zay_lang=${lang}`, cookie].filter(Boolean).join('; ') });
  const init: RequestInit = form
    ? { method: 'POST', body: new URLSearchParams(form), headers: { ...Object.fromEntries(headers), origin: ORIGIN } }
    : { headers };
  const context: AppLoadContext = { nonce: '', apiTransport: api.transport };
  const result = await createStaticHandler(appRoutes as never).query(new Request(new URL(path, ORIGIN), init), {
    requestContext: context,
  });
  if (result instanceof Response) return { status: result.status, headers: result.headers, html: '' };
  const RoutesStub = createRoutesStub(appRoutes, context);
  const { loaderData, actionData, errors } = result;
  const html = renderToString(
    <I18nProvider i18n={serverI18n(lang)}>
      <RoutesStub initialEntries={[path]} hydrationData={{ loaderData, actionData, errors }} />
    </I18nProvider>,
  );
  const pageHeaders = new Headers(Object.values(result.loaderHeaders).at(-1));
  return {
    status: result.statusCode,
    headers: pageHeaders,
    html,
    actionData: actionData && Object.values(actionData)[0],
  };
}
