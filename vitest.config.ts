import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const API_SOURCE = 'apps/api/src';
const apiTestFiles = readdirSync(API_SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => `${API_SOURCE}/${file}`);
// A file that replaces a module (`vi.mock`, `vi.doMock`) needs a module graph of its own; the other API test files share one per
// worker, which spares each of them loading Fastify, its plugins and the shop's code again (about 1.7 s a file).
const mocksModules = (file: string) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'));
const apiTestsMockingModules = apiTestFiles.filter(mocksModules);

// The web app's screen tests likewise: those that replace no module share a module graph and a jsdom per worker (each
// file still renders into a document emptied after every test), which spares each file a fresh environment and
// imports (about 2 s a file).
const WEB_SOURCE = 'apps/web/src';
const webTestFiles = readdirSync(WEB_SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) => /\.test\.tsx?$/.test(file));
const webTestsMockingModules = webTestFiles.filter((file) => mocksModules(`${WEB_SOURCE}/${file}`)).map((file) => `src/${file}`);
const webTestsSharingModules = webTestFiles.map((file) => `src/${file}`).filter((file) => !webTestsMockingModules.includes(file));

const api = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    globalSetup: ['apps/api/src/test/migratedTemplates.ts'],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          include: apiTestFiles.filter((file) => !apiTestsMockingModules.includes(file)),
          isolate: false,
        },
      },
      { test: { ...api, name: 'api-mocking-modules', include: apiTestsMockingModules } },
      { extends: './apps/web/vite.config.ts', test: { name: 'web', exclude: webTestsMockingModules, isolate: false } },
      // A project extending the web app's config adds to its `exclude`: each leaves out the other's files.
      { extends: './apps/web/vite.config.ts', test: { name: 'web-mocking-modules', exclude: webTestsSharingModules } },
    ],
  },
});
