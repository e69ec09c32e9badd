import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // WEB_OUT_DIR (relative to apps/web) builds elsewhere, e.g. to measure bundles without
  // touching the build other processes are serving; point the server at it with WEB_BUILD_DIR.
  buildDirectory: process.env.WEB_OUT_DIR ?? 'build',
} satisfies Config;
