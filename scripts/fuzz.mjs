// npm run fuzz [-- <requests>]: the generated bad requests of apps/api/src/test/fuzzRoutes*.test.ts, at least
// <requests> (10,000 unless given) spread over every route, each answer checked: never a 500, and a refusal
// changes no row. `npm test` runs a smaller share of the same requests every time.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const requests = process.argv[2] ?? '10000';
if (!/^[1-9]\d*$/.test(requests)) {
  console.error('usage: npm run fuzz -- [number of requests, 10000 unless given]');
  process.exit(2);
}
const run = spawnSync(`${root}node_modules/.bin/vitest`, ['run', 'apps/api/src/test/fuzzRoutes'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_REQUESTS: requests },
});
process.exit(run.status ?? 1);
