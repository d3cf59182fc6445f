// The shop's database as drizzle queries it, on PostgreSQL and PGlite alike; apart from client.ts so that what
// client.ts uses can name it.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
