// Opens the database: PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite in a folder.
import { mkdirSync } from 'node:fs';
import { types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from './db.ts';
import { EmbeddedPglite } from './pglite/embeddedPglite.ts';
import { PostgresNotifications } from './postgresNotifications.ts';
import { prepareStatementsOn } from './preparedOnce.ts';
import { type QueryTimings, timePostgresQueries } from './queryTiming.ts';
import * as schema from './schema.ts';

export type { Db } from './db.ts';

/** Told each statement the shop runs through drizzle, with its parameters: tests read what an answer's SQL reads. */
export interface StatementLog {
  listener: ((statement: string, params: unknown[]) => void) | null;
}

/** drizzle's documented logger, handing each statement to the log's listener when there is one. */
const loggerFor = (log: StatementLog): Logger => ({ logQuery: (statement, params) => log.listener?.(statement, params) });

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Where the time each statement takes is reported (the metrics set the listener). */
  queryTimings: QueryTimings;
  /** Where each statement is told (no listener but in tests). */
  statementLog: StatementLog;
  /** Answers whether the database responds right now. */
  ping(): Promise<boolean>;
  /**
   * Runs `work` while no other process runs work under the same lock: on PostgreSQL a session advisory lock,
   * so instances starting together migrate and seed one after the other. PGlite belongs to one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with the payload of every notification sent on `channel` (`pg_notify`/NOTIFY) by any session of
   * this database, after its transaction commits. `onGap` is called when notifications may have been missed (the
   * listening connection was lost and is listening again), so the listener can forget everything it derived.
   * Resolves once listening; the function it resolves with stops listening.
   */
  listen(channel: string, onNotice: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /** Resolves once every notification committed before this call has been handed to the listeners of this process. */
  caughtUp(): Promise<void>;
  /** PGlite only: its whole data directory, to open copies of this database with `pgliteSnapshot`. */
  snapshot?(): Promise<Blob>;
  /**
   * PGlite in a folder on disk only: runs `work` with that folder between two statements (none runs until `work`
   * is done), e.g. to copy it as it stands.
   */
  withDataFolder?<T>(work: (folder: string) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A folder for PGlite; `memory://` keeps it in memory. */
  dataDir: string;
  /** A PGlite data directory dumped earlier (`dumpDataDir`), to start from instead of an empty database. */
  pgliteSnapshot?: Blob;
}

// Any fixed 64-bit number, the same in every instance of the shop.
const STARTUP_LOCK_KEY = 4_242_060_001;

/** Whether a trivial query gets an answer: false while the database is down or unreachable. */
function answers(query: () => Promise<unknown>): Promise<boolean> {
  return query().then(
    () => true,
    () => false,
  );
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.pgliteSnapshot);
}

/** `url` with a setting each connection opened with it starts with (PostgreSQL's `options`, as `psql` reads it). */
export function withSetting(url: string, setting: string): string {
  const address = new URL(url);
  const options = address.searchParams.get('options');
  address.searchParams.set('options', `${options ? `${options} ` : ''}-c ${setting}`);
  return address.toString();
}

function openPool(url: string, queryTimings: QueryTimings, { max }: { max: number }): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // A dropped connection must not crash the process; the next query reports the fault instead.
  pool.on('error', () => {});
  timePostgresQueries(pool, queryTimings);
  return pool;
}

function openPostgres(url: string): Database {
  const queryTimings: QueryTimings = { listener: null };
  const statementLog: StatementLog = { listener: null };
  const pool = openPool(url, queryTimings, { max: 20 });
  // The statements prepared once (the listing's pages, the session lookup) run on connections of their own, where
  // PostgreSQL plans them once for any values: on the shared ones it planned the listing again for every request,
  // which cost more than running it, and there a generic plan would also reach searches and stats (decision 220).
  const statementsPool = openPool(withSetting(url, 'plan_cache_mode=force_generic_plan'), queryTimings, { max: 10 });
  const onPool = (connections: pg.Pool) => drizzlePg(connections, { schema, logger: loggerFor(statementLog) }) as unknown as Db;
  const db = onPool(pool);
  prepareStatementsOn(db, onPool(statementsPool));
  const notifications = new PostgresNotifications(url);
  return {
    db,
    kind: 'postgres',
    queryTimings,
    statementLog,
    ping: () => answers(() => pool.query('select 1')),
    exclusively: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        // Releasing the connection with its lock would keep the lock; unlock first, or drop it if that fails.
        const unlocked = await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).then(
          () => true,
          () => false,
        );
        client.release(!unlocked);
      }
    },
    listen: (channel, onNotice, onGap) => notifications.listen(channel, { onNotice, onGap }),
    caughtUp: () => notifications.caughtUp(),
    close: () => Promise.all([notifications.close(), pool.end(), statementsPool.end()]).then(() => {}),
  };
}

/**
 * PGlite runs on the main thread and, by default, turns bytea into hex text and back in JavaScript, byte by byte:
 * about 200 ms and much garbage per MB, stalling every other request while an image is stored or read. Bytes handed
 * over as they are travel in PostgreSQL's binary format (one copy); answers come back as hex, read by Node's codec.
 */
const byteaWithoutJavaScriptLoops = {
  serializers: { [types.BYTEA]: (bytes: Uint8Array) => bytes as unknown as string },
  parsers: { [types.BYTEA]: (hex: string) => Buffer.from(hex.slice(2), 'hex') },
};

/**
 * PGlite's defaults size it like a database server of its own (128 MB of shared buffers, 64 MB for maintenance), and
 * its WebAssembly memory never shrinks once grown. A shop's catalog fits in a fraction of that: these keep the
 * embedded shop small (decision 145). PGlite writes them to the data directory's postgresql.conf at every start.
 * Generic plans: the repeated reads run as prepared statements (decision 176) would otherwise be planned again for
 * each set of values, on the one JavaScript thread; the listing's spent more on its plan than on its rows (decision 200).
 */
const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=512kB',
  'temp_buffers=2MB',
  'maintenance_work_mem=16MB',
  'plan_cache_mode=force_generic_plan',
];

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const queryTimings: QueryTimings = { listener: null };
  const statementLog: StatementLog = { listener: null };
  const client = new EmbeddedPglite(dataDir, {
    ...byteaWithoutJavaScriptLoops,
    extensions: { pg_trgm, unaccent },
    postgresqlconf: PGLITE_SETTINGS,
    queryTimings,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger: loggerFor(statementLog) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queryTimings,
    statementLog,
    snapshot: () => client.dumpDataDir('none'),
    ...(dataDir.startsWith('memory://') ? {} : { withDataFolder: (work) => client.runExclusive(() => work(dataDir)) }),
    ping: () => answers(() => client.query('select 1')),
    exclusively: (work) => work(),
    // One process, one connection: nothing to lose, so never a gap.
    listen: (channel, onNotice) => client.notifications.listen(channel, onNotice),
    caughtUp: () => client.caughtUp(),
    close: () => client.close(),
  };
}
