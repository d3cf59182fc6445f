// Statements built once per database and name: drizzle does not build their SQL again, PostgreSQL parses them once
// per connection and plans them once for any values, the embedded database likewise (decisions 176, 220).
import type { Db } from './db.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/** Where a database's prepared statements run when that is not the database itself (PostgreSQL, decision 220). */
const statementDatabases = new WeakMap<Db, Db>();

/** Prepares the statements asked of `db` on `statementsDb` instead. */
export function prepareStatementsOn(db: Db, statementsDb: Db): void {
  statementDatabases.set(db, statementsDb);
}

/** The statement `name` of `db`, from `build` the first time it is asked for; `build` prepares it on `on` as `name`. */
export function preparedOnce<T>(db: Db, name: string, build: (on: Db, name: string) => T): T {
  let ofDb = statements.get(db);
  if (!ofDb) {
    ofDb = new Map();
    statements.set(db, ofDb);
  }
  if (!ofDb.has(name)) ofDb.set(name, build(statementDatabases.get(db) ?? db, name));
  return ofDb.get(name) as T;
}
