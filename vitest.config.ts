import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const API_SOURCE = 'apps/api/src';
const apiTestFiles = readdirSync(API_SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `${API_SOURCE}/${file}`);
// A file that replaces a module with `vi.mock` needs a module graph of its own; the other API test files share one per
// worker, which spares each of them loading Fastify, its plugins and the shop's code again (about 1.7 s a file).
const mocksModules = (file: string) => /\bvi\.mock\(/.test(readFileSync(file, 'utf8'));

const api = {
  environment: 'node',
  globalSetup: ['apps/api/src/test/migratedTemplates.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: { ...api, name: 'api', include: apiTestFiles.filter((file) => !mocksModules(file)), isolate: false } },
      { test: { ...api, name: 'api-mocking-modules', include: apiTestFiles.filter(mocksModules) } },
      './apps/web/vite.config.ts',
    ],
  },
});
