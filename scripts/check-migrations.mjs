// node scripts/check-migrations.mjs: fails when drizzle-kit finds the migrations' snapshot chain broken (`check`) or when
// apps/api/src/db/schema.ts declares something no migration makes (`generate` would write a file). A file generate
// writes is taken back, so the tree is as it was; `npm run lint` and CI run it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const api = new URL('../apps/api', import.meta.url).pathname;
const migrations = path.join(api, 'drizzle');

/** Every file under the migrations folder with its bytes, by its path inside it. */
function filesOf(dir, prefix = '', found = new Map()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) filesOf(path.join(dir, entry.name), relative, found);
    else found.set(relative, readFileSync(path.join(dir, entry.name)));
  }
  return found;
}

function drizzleKit(command) {
  const run = spawnSync('npx', ['drizzle-kit', command], { cwd: api, encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  // drizzle-kit reports a broken chain and exits 0; a real error may exit non-zero without a word.
  if (run.status !== 0 || /collision|^error/im.test(output)) {
    console.error(`drizzle-kit ${command} failed:\n${output}`);
    process.exit(1);
  }
}

const digest = (bytes) => createHash('sha256').update(bytes).digest('hex');
const before = filesOf(migrations);
drizzleKit('check');
drizzleKit('generate');
const after = filesOf(migrations);

const written = [...after.keys()].filter((file) => !before.has(file) || digest(before.get(file)) !== digest(after.get(file)));
if (written.length > 0) {
  for (const file of written) {
    if (before.has(file)) writeFileSync(path.join(migrations, file), before.get(file));
    else rmSync(path.join(migrations, file));
  }
  console.error(
    `apps/api/src/db/schema.ts differs from the last migration's snapshot: drizzle-kit generate would write ${written.join(', ')}.\n` +
      'Run `npx drizzle-kit generate` in apps/api and commit the migration with its snapshot.',
  );
  process.exit(1);
}
console.log('Migrations: the snapshot chain is whole and the last snapshot is the schema.');
