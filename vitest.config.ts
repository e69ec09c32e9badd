import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and API tests. Server tests run on SQLite, and again on PostgreSQL when
// TEST_DATABASE_URL points at a server (each test file creates and drops its own database).
// Server test files share each worker's modules (`isolate: false`): importing the server once per
// worker instead of once per file cut import time from ~780 s to ~30 s per database. That holds because every file
// builds its own app on its own database, no test mocks a module or changes process.env, and the
// module-level maps are registries filled at import or keyed by database.
const serverTests = ['apps/server/src/**/*.test.ts'];
const pg = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      // The lint rules of the boundaries fire on deliberately bad imports (ADR 037).
      { test: { name: 'lint', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      {
        // The web app's `~/` imports (apps/web/vite.config.ts) resolve the same way in its tests.
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/app/**/*.test.{ts,tsx}'], passWithNoTests: true },
      },
      {
        test: {
          name: 'server-sqlite',
          include: serverTests,
          isolate: false,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                isolate: false,
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/server/src/test/pg-template.ts'],
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
