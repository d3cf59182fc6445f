// Which keys show which tables: what the copies and the streamed answers' validators drop when a table changes.
import type { AnnouncedTable } from './tables.ts';

export class TaggedKeys {
  private readonly keysShowing = new Map<AnnouncedTable, Set<string>>();

  tag(key: string, shows: readonly AnnouncedTable[]): void {
    for (const table of shows) {
      let keys = this.keysShowing.get(table);
      if (!keys) {
        keys = new Set();
        this.keysShowing.set(table, keys);
      }
      keys.add(key);
    }
  }

  /** The keys that show `table`, forgotten here: the caller drops what it keeps under them. */
  takeShowing(table: AnnouncedTable): ReadonlySet<string> {
    const keys = this.keysShowing.get(table) ?? new Set<string>();
    this.keysShowing.delete(table);
    return keys;
  }

  forget(key: string): void {
    for (const keys of this.keysShowing.values()) keys.delete(key);
  }

  clear(): void {
    this.keysShowing.clear();
  }
}
