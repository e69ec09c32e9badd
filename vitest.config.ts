import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and API tests. Server tests run on SQLite, and again on PostgreSQL when
// TEST_DATABASE_URL points at a server (each test file creates and drops its own database).
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
