import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    maxWorkers: 2,
  },
});
