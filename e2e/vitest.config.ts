import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/seededShops.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    maxWorkers: 2,
    // What a test waits for with `expect.poll` (a figure redrawn, a dialog gone) may take seconds on a busy machine;
    // Vitest's default gives it one (decision 565). A poll passes as soon as it holds, so only a failure waits longer.
    expect: { poll: { timeout: 10_000 } },
    // The spec files of a worker share one module graph: the shop's code is loaded and PGlite's engine compiled once per
    // worker instead of once per file (decision 565). Each test still gets a shop of its own, a copy of one seeded once.
    isolate: false,
  },
});
