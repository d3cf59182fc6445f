// The report bench as a part of `npm run bench`: bench/analyticsReport.ts over 5 million events in a PostgreSQL
// database of its own, its figures read from the JSON line it prints last.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createDatabase, databaseUrl, dropDatabase } from './lib/database.mjs';
import { ROOT } from './lib/processes.mjs';

const DATABASE = 'atelier_bench_analytics';
const EVENTS = 5_000_000;

export async function reportOverFiveMillion() {
  await createDatabase(DATABASE);
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['bench/analyticsReport.ts', String(EVENTS)], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl(DATABASE) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += chunk;
        process.stdout.write(chunk);
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`analyticsReport.ts exited ${code}`))));
    });
    return JSON.parse(output.trim().split('\n').at(-1));
  } finally {
    await dropDatabase(DATABASE);
  }
}
