import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // WEB_OUT_DIR (relative to apps/web) builds elsewhere, e.g. to measure bundles without
  // touching the build other processes are serving; point the server at it with WEB_BUILD_DIR.
  buildDirectory: process.env.WEB_OUT_DIR ?? 'build',
  // React Router v8 behaviour, adopted early (issue 20 §14). Not yet: v8_middleware (the web host's
  // getLoadContext must return a RouterContextProvider) and v8_passThroughRequests (loaders that
  // read request.url's path, root.tsx and session.server.ts, must read the `url` argument instead).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
