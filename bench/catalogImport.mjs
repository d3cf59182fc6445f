// The admin's CSV import of 10,000 rows, end to end over HTTP on the embedded database (PGlite, the default) and on
// PostgreSQL (a database of its own on BENCH_POSTGRES_URL's server, as the other parts): the check (preview) and the confirm (check again and write all rows
// in one transaction), three runs each, median and range, with the load average. `node bench/catalogImport.mjs`.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, databaseUrl, dropDatabase } from './lib/database.mjs';
import { ADMIN, startShop } from './lib/processes.mjs';
import { signIn } from './lib/shopClient.mjs';

const ROWS = 10_000;
const RUNS = 3;
const HEADER = 'name,category,color,price,old_price,description,image,stock,sizes';

function catalogCsv(run) {
  const rows = Array.from({ length: ROWS }, (_, i) =>
    i % 4 === 0
      ? `Bench dress ${run}-${i},dress,beige,${40 + (i % 200)}.00,,A dress of the bench's catalog,,,S:${i % 5}|M:3|L:1`
      : `Bench scarf ${run}-${i},accessories,red,${10 + (i % 90)}.50,${120 + (i % 9)}.00,A scarf of the bench's catalog,,${i % 30},`,
  );
  return `${[HEADER, ...rows].join('\n')}\n`;
}

async function timed(origin, cookie, path, csv) {
  const started = performance.now();
  const res = await fetch(`${origin}/api/products/${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/csv' },
    body: csv,
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer).slice(0, 200)}`);
  return Math.round(performance.now() - started);
}

const summary = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]} ms, range ${sorted[0]}–${sorted.at(-1)} ms`;
};

async function measure(label, options) {
  const shop = await startShop(options);
  try {
    const { cookie } = await signIn(shop.origin, ADMIN.email, ADMIN.password);
    const checks = [];
    const writes = [];
    for (let run = 0; run < RUNS; run += 1) {
      const csv = catalogCsv(run);
      checks.push(await timed(shop.origin, cookie, 'import', csv));
      writes.push(await timed(shop.origin, cookie, 'import/confirm', csv));
    }
    const load = loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
    console.log(`${label}, ${ROWS} rows: check ${summary(checks)}; check and write ${summary(writes)} (load ${load})`);
  } finally {
    await shop.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-import-'));
try {
  await measure('PGlite', { dataDir });
  await createDatabase('atelier_bench_import');
  await measure('PostgreSQL', { databaseUrl: databaseUrl('atelier_bench_import') });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase('atelier_bench_import');
}
