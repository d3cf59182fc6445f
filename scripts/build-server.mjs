// Bundles the server's TypeScript into apps/api/dist/server.mjs, and the step that migrates and seeds before it into
// apps/api/dist/prepare.mjs, so the shop starts in plain Node (decisions 001, 275).
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build, stop } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps/api/dist');
export const serverBundle = join(dist, 'server.mjs');
export const prepareBundle = join(dist, 'prepare.mjs');

/**
 * Files next to the sources (migrations, stylesheets, the web build) are found from `import.meta.url`: in the bundle
 * each module's own URL becomes its source file's, written relative to the bundle so the folder can move.
 */
const sourceUrls = {
  name: 'source-urls',
  setup(bundler) {
    bundler.onLoad({ filter: /\/(apps\/api|packages\/domain)\/src\/.*\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const fromBundle = JSON.stringify(relative(dist, path));
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${fromBundle}, import.meta.url).href`),
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Packages load from node_modules as they are; only the shop's own workspaces (TypeScript) go into the bundle. */
const packagesStayOutside = {
  name: 'packages-stay-outside',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@atelier/') ? undefined : { external: true }));
  },
};

export async function buildServer() {
  await build({
    entryPoints: { server: join(root, 'apps/api/src/start/main.ts'), prepare: join(root, 'apps/api/src/start/prepare.ts') },
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(root, 'apps/api/tsconfig.json'),
    logLevel: 'warning',
    plugins: [sourceUrls, packagesStayOutside],
  });
  // esbuild keeps a compiler process of its own for the next build; the shop builds once.
  await stop();
}
