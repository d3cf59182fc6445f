// npm start: build the web app if it is missing or older than its sources, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/domain/src'].map((p) => join(root, p));

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stale = !existsSync(builtIndex) || sources.some((p) => existsSync(p) && newestChange(p) > statSync(builtIndex).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  run('npm', ['run', 'build', '--silent']);
}
run(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts']);
