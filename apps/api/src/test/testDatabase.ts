// A throwaway, migrated database for one test file: in-memory PGlite, or a fresh database on the
// PostgreSQL server named by TEST_DATABASE_URL. Both start as copies of the run's migrated database
// (migratedTemplates.ts); migrating them again finds nothing to do, and keeps a copy honest.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

/** On the PostgreSQL server at `serverUrl` when given, whatever TEST_DATABASE_URL says. */
export async function createTestDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<Database> {
  if (!serverUrl) {
    const pgliteSnapshot = new Blob([await readFile(inject('migratedPgliteFile'))]);
    const database = await openDatabase({ dataDir: 'memory://', pgliteSnapshot });
    await migrate(database);
    return database;
  }
  // The template lives on TEST_DATABASE_URL's server: a database on another server is migrated from nothing.
  const template = serverUrl === process.env.TEST_DATABASE_URL ? inject('migratedPostgresTemplate') : null;
  const database = await openPostgresCopy(serverUrl, template);
  await migrate(database);
  return database;
}

/** A new database on the server at `serverUrl`, empty or a copy of `template`, opened; closing it drops it. */
export async function openPostgresCopy(serverUrl: string, template: string | null): Promise<Database> {
  const { url, drop } = await createPostgresDatabase(serverUrl, template);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** The PostgreSQL server for tests that need a real one whatever TEST_DATABASE_URL says (several processes, a pool to cut). */
export function postgresServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** A new, empty database on the server at `serverUrl`: its `url`, and `drop()` to remove it. */
export function createEmptyPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createPostgresDatabase(serverUrl, null);
}

/** A new database on the server at `serverUrl`, empty or a copy of `template`. */
async function createPostgresDatabase(
  serverUrl: string,
  template: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
