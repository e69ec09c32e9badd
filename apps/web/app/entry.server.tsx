import { renderToStringAsync } from 'preact-render-to-string';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import './lib/context';
import { serverI18n } from './lib/i18n.server';
import { resolveLang } from './lib/lang';
import { NonceContext } from './lib/nonce';
import { intoBody } from './lib/into-body';
import { I18nProvider } from './lib/translation';

/** Deferred loader data not settled by then is rejected by React Router (the page shows its error part). */
export const streamTimeout = 5_000;

function App({ request, context, nonce }: { request: Request; context: EntryContext; nonce?: string }) {
  return (
    <NonceContext.Provider value={nonce}>
      <I18nProvider i18n={serverI18n(resolveLang(request))}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </I18nProvider>
    </NonceContext.Provider>
  );
}

/**
 * The whole page is rendered, deferred data included, before the first byte is sent: the deferred
 * calls are loopback API calls of a few milliseconds, and one complete document needs no
 * out-of-order streaming scripts (ADR 018).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce || undefined;
  const html = await renderToStringAsync(<App request={request} context={routerContext} nonce={nonce} />);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${intoBody(html)}`, { headers: responseHeaders, status: responseStatusCode });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // A shopper who navigates away aborts the request; that is not a failure worth logging.
  if (!request.signal.aborted) console.error(error);
}
