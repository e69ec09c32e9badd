import myanmarFont from '@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-400-normal.woff2?url';
import type { Lang } from '@zay/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import {
  data,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { ErrorPage } from './components/layout/route-error';
import { SessionWatcher } from './components/layout/session-watcher';
import { ChatHost } from './features/chat/chat-host';
import { LoadErrorToasts } from './components/ui/load-error-toasts';
import { ToastHost } from './components/ui/toast-host';
import { LOCALE_URLS } from './lib/i18n-urls';
import { HTML_LANG } from './lib/lang';
import { useLayoutData } from './lib/layout-data';
import { loadLayoutData } from './lib/layout-data.server';
import { pageMeta } from './lib/meta';
import { useNonce } from './lib/nonce';
import { sessionChangePending, sessionChangeSeen } from './lib/session';
import { getSession, sessionHeaders, toMemberSummary } from './lib/session.server';

/** The staff consoles' pages: the platform's, the shops' and the customer-service workbench. */
const isConsolePath = (pathname: string) => /^\/(platform|seller|servicer)(\/|$)/.test(pathname);

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [layout, session] = await Promise.all([loadLayoutData(request, context), getSession(request, context)]);
  const { pathname } = new URL(request.url);
  // A closed site sends every storefront page to /closed; the consoles stay open (ADR 091).
  if (!layout.site.web_status && pathname !== '/closed' && !isConsolePath(pathname)) throw redirect('/closed');
  if (layout.site.web_status && pathname === '/closed') throw redirect('/index');
  // A token the API refused is deleted here, so the next request does not present it again.
  return data(
    { ...layout, member: toMemberSummary(session.member), cartCount: session.cartCount },
    { headers: sessionHeaders(request, session) },
  );
}

export const meta: Route.MetaFunction = ({ matches, location, error }) =>
  pageMeta(matches, location.pathname, { error });

/** The chrome belongs to the document: only actions, explicit revalidation and session changes refresh it. */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (sessionChangePending()) return true;
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useLayoutData();
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const lang = (data?.lang ?? i18n.language) as Lang;
  return (
    <html lang={HTML_LANG[lang] ?? 'my'} data-lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {lang === 'md-mm' && <link rel="preload" href={myanmarFont} as="font" type="font/woff2" crossOrigin="" />}
        <link rel="preload" href={LOCALE_URLS[lang]} as="fetch" crossOrigin="anonymous" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => sessionChangeSeen(), [loaderData]);
  return (
    <>
      <Outlet />
      <ToastHost />
      <SessionWatcher />
      <ChatHost />
      <LoadErrorToasts errors={loaderData.errors} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
