// What a database and every transaction opened on it have in common, to find again from a transaction what is kept
// per database (decision 580).
import type { Db } from './db.ts';

/**
 * drizzle builds one relational schema per database it opens and hands that same object to each transaction (and
 * savepoint) on it: a transaction gets the key of the database it runs on, another database a key of its own.
 */
export function databaseKeyOf(db: Db): object {
  return db._.schema ?? db;
}
