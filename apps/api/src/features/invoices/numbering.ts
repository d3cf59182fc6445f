// The next number of a series (decision 540): taken in the issuing transaction by updating the series' counter row for
// the year, which holds the row's lock until that transaction ends. Another issue waits for it, then takes the number
// after; a transaction that rolls back gives its number back with its document. No gap, no duplicate, on one instance
// or many, on PostgreSQL and on the embedded database alike.
import { type DocumentKind, documentNumber } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface TakenNumber {
  number: string;
  year: number;
  sequence: number;
  /** The time the number was taken, after its lock: numbers and issue times run in the same order. */
  issuedAt: Date;
}

/** Takes the next number of `kind` in the current calendar year (UTC): 1 for the year's first. */
export async function takeNumber(tx: Db, kind: DocumentKind, prefix: string): Promise<TakenNumber> {
  const { rows } = (await tx.execute(sql`
    insert into document_counters (kind, year, last_number)
    values (${kind}, extract(year from clock_timestamp() at time zone 'UTC')::int, 1)
    on conflict (kind, year) do update set last_number = document_counters.last_number + 1
    returning year, last_number, clock_timestamp() as issued_at
  `)) as unknown as { rows: Array<{ year: number; last_number: number; issued_at: Date | string }> };
  const [taken] = rows;
  if (!taken) throw new Error('The document counter answered no row');
  const year = Number(taken.year);
  const sequence = Number(taken.last_number);
  return { number: documentNumber(prefix, year, sequence), year, sequence, issuedAt: new Date(taken.issued_at) };
}
