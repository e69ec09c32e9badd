// The production server (apps/server) builds this context for every request it hands to React Router.
declare module 'react-router' {
  interface AppLoadContext {
    /** Per-response CSP nonce; every inline script must carry it. */
    nonce: string;
    /** Where SSR loaders reach the API, e.g. http://127.0.0.1:3000. */
    apiOrigin: string;
  }
}

export {};
