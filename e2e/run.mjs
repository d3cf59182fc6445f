// npm run test:e2e: build the web app if needed, then run the browser specs.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildWebIfStale } from '../scripts/build-web.mjs';

const root = new URL('..', import.meta.url).pathname;
buildWebIfStale();
const result = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  ['run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
