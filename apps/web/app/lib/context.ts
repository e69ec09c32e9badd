import type { ApiTransport } from './api';

// The production server (apps/server) builds this context for every request it hands to React Router.
declare module 'react-router' {
  interface AppLoadContext {
    /** Per-response CSP nonce; every inline script must carry it. */
    nonce: string;
    /** Where SSR loaders reach the API over HTTP, e.g. http://127.0.0.1:3001 (a separate API process). */
    apiOrigin?: string;
    /** The API's routes in this process, when the web app and the API share it (no TCP round trip). */
    apiTransport?: ApiTransport;
    /**
     * Goes up each time the platform changes what visitors' pages show, in this process: caches of
     * such answers start afresh. A separate API process's saves do not move it (the caches expire).
     */
    contentVersion?: number;
  }
}

export {};
