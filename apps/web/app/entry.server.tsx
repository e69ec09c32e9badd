import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import './lib/context';
import { serverI18n } from './lib/i18n.server';
import { resolveLang } from './lib/lang';
import { NonceContext } from './lib/nonce';
import { I18nProvider } from './lib/translation';

// The server builds its request handler from this copy of React Router (the production build, see
// vite.config.ts), so loaders, the render and the handler share one.
export { createRequestHandler } from 'react-router';

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
 * Streams the page: shoppers get the shell (header and everything above the fold) as soon as it is
 * ready and the deferred parts as they settle; crawlers get the whole page at once.
 */
export default function handleRequest(
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
  const userAgent = request.headers.get('user-agent');
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const body = new PassThrough({
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<App request={request} context={routerContext} nonce={nonce} />, {
      nonce,
      // A Suspense boundary already complete when the shell goes is sent in place (ADR 074). React's
      // default outlines any over 12.8 KB, the page's main part included: the browser then painted
      // the header with the footer right under it, and the footer jumped down when the rest came
      // (Lighthouse CLS 0.8 on /sku-N). Deferred parts still stream as they settle.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      [readyOption]() {
        shellRendered = true;
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Shell errors are logged by React Router itself; only later streaming errors need it here,
        // and not when the shopper went away mid-page (React reports the closed destination).
        if (shellRendered && !request.signal.aborted) console.error(error);
      },
    });
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // A shopper who navigates away aborts the request; that is not a failure worth logging.
  if (!request.signal.aborted) console.error(error);
}
