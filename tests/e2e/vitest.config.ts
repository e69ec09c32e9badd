import { defineConfig } from 'vitest/config';

// Browser journeys against the built app, one server (fresh SQLite, demo seed) for the run.
export default defineConfig({
  test: {
    include: ['*.e2e.ts'],
    globalSetup: ['./lib/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
