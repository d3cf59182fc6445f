// Backups of a PostgreSQL shop with PostgreSQL's own tools: pg_dump's custom format (one consistent snapshot taken
// while the shop serves) and pg_restore.
import { spawn } from 'node:child_process';
import pg from 'pg';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) => reject(new Error(`${command} could not run (is it installed?): ${error.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

export function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/** How many tables the database holds outside PostgreSQL's own schemas: 0 for an empty one. */
export async function countTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ tables: string }>(
      "select count(*) as tables from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(result.rows[0]?.tables ?? 0);
  } finally {
    await client.end();
  }
}

/** Restores into the database; with `replace`, the backup's tables are dropped and written anew. */
export async function restorePostgres(file: string, databaseUrl: string, replace: boolean): Promise<void> {
  if (!replace && (await countTables(databaseUrl)) > 0) {
    throw new Error(
      "The database already holds a shop's data; restoring over it needs --force (npm run restore -- FILE --force)",
    );
  }
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    ...(replace ? ['--clean', '--if-exists'] : []),
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
