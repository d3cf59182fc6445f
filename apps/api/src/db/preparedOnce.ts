// Statements built once per database and name: drizzle does not build their SQL again, PostgreSQL parses and plans
// them once per connection, the embedded database once (decision 176).
import type { Db } from './client.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

/** The statement `name` of `db`, from `build` the first time it is asked for. */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let ofDb = statements.get(db);
  if (!ofDb) {
    ofDb = new Map();
    statements.set(db, ofDb);
  }
  if (!ofDb.has(name)) ofDb.set(name, build());
  return ofDb.get(name) as T;
}
