// npm start: build the web app if needed, then run the server (migrates and seeds on the way up).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildWebIfStale } from './build-web.mjs';

const root = new URL('..', import.meta.url).pathname;
buildWebIfStale();
const server = spawnSync(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], { cwd: root, stdio: 'inherit' });
process.exit(server.status ?? 1);
