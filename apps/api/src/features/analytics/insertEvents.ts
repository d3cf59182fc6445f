// Many events in one statement with one parameter per column (`unnest` of arrays) rather than one per value: the
// statement is built and parsed at the same cost for 5 rows or 500, which on the embedded database, running on the
// thread that answers the pages, halves a batch's time against drizzle's `values` (decision 790).
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema.ts';
import type { EventRow } from './beacons.ts';

type ColumnKey = keyof typeof analyticsEvents.$inferInsert;

// Every column an event row may set: all but the generated id.
const COLUMNS = Object.entries(getTableColumns(analyticsEvents))
  .filter(([key]) => key !== 'id')
  .map(([key, column]) => ({ key: key as ColumnKey, name: column.name, type: column.getSQLType() }));

const parameterOf = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

export async function insertEvents(db: Db, rows: readonly EventRow[]): Promise<void> {
  const arrays = COLUMNS.map(({ key, type }) => sql`${sql.param(rows.map((row) => parameterOf(row[key])))}::${sql.raw(type)}[]`);
  const names = sql.join(
    COLUMNS.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${analyticsEvents} (${names}) select ${names} from unnest(${sql.join(arrays, sql`, `)}) as events(${names})`,
  );
}
