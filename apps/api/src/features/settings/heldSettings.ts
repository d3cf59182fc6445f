// The shop's settings held in memory, one copy per database in each process (decision 580): nearly every answer reads
// them (the currency of its money, the tax of a cart), and reading the row for each cost a quarter of the uncached
// listing's throughput. No clock decides when they are read again: the copy goes when the database announces a change
// to the settings (on every instance, whatever made it), when announcements may have been missed, and when this
// process writes them, before the write answers.
import type { ShopSettings } from '@atelier/domain';
import type { Db } from '../../db/client.ts';
import { databaseKeyOf } from '../../db/databaseKey.ts';

interface Holder {
  /** How many apps of this process listen to the database's announcements: none, and nothing is held. */
  listening: number;
  /** The settings as last read, or being read. */
  held: Promise<ShopSettings> | null;
}

const holders = new WeakMap<object, Holder>();

function holderOf(db: Db): Holder {
  const key = databaseKeyOf(db);
  let holder = holders.get(key);
  if (!holder) {
    holder = { listening: 0, held: null };
    holders.set(key, holder);
  }
  return holder;
}

/** `value`, and every object in it, made read-only: one copy is handed to every request, which must not change it. */
function frozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const member of Object.values(value)) frozen(member);
  return Object.freeze(value);
}

/**
 * The settings `load` reads, from the copy held for `db` (or a transaction on it) while its announcements are listened
 * to. Requests asking while a read is under way share it. A read a drop overtakes still answers those who asked for
 * it, and is never handed to anyone after the drop.
 */
export function heldSettings(db: Db, load: (db: Db) => Promise<ShopSettings>): Promise<ShopSettings> {
  const holder = holderOf(db);
  if (holder.listening === 0) return load(db);
  if (holder.held) return holder.held;
  const reading = load(db).then(frozen);
  holder.held = reading;
  reading.catch(() => {
    if (holder.held === reading) holder.held = null;
  });
  return reading;
}

/** The next read of `db`'s settings reads the database: they changed, or may have. */
export function dropHeldSettings(db: Db): void {
  holderOf(db).held = null;
}

/** Holds `db`'s settings from now on, the caller listening to its announcements; answers what stops it. */
export function holdSettings(db: Db): () => void {
  const holder = holderOf(db);
  holder.listening += 1;
  return () => {
    holder.listening -= 1;
    holder.held = null;
  };
}
