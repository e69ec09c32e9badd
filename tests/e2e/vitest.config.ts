import { defineConfig } from 'vitest/config';

// Browser journeys against the built app, one server (fresh SQLite, demo seed) for the run.
export default defineConfig({
  test: {
    include: ['*.e2e.ts'],
    globalSetup: ['./lib/global-setup.ts'],
    setupFiles: ['./lib/console-guard.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // What a shopper waits for (a socket reconnecting, a lazy dialog, a debounced recalculation)
    // can take seconds on a loaded 2-core CI machine; a poll that passes returns at once anyway.
    expect: { poll: { timeout: 10_000 } },
  },
});
