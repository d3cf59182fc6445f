// The copies of cached answers and pages, on lru-cache: one build at a time per key, the stale copy served while the
// next is built, the least recently used dropped first when space runs out, and every copy showing a table dropped
// the moment the database says that table changed.
import { LRUCache } from 'lru-cache';
import type { Copy } from './copy.ts';
import type { AnnouncedTable } from './tables.ts';

export interface CopiesOptions {
  /** How long a copy is served as it is; past that it is served stale once while the next one is built. */
  freshMs: number;
  /** The most the copies may take together, in bytes. */
  maxBytes: number;
}

interface Build {
  make(): Promise<Copy>;
}

/** The copy could not be kept: a change came while it was built, so it may show what was there before. */
export class BuildOutdated extends Error {}

/** A build that failed by itself (the route's own error), told apart from one a change cut short. */
class BuildFailed extends Error {
  constructor(readonly reason: unknown) {
    super('The copy could not be built');
  }
}

export class Copies {
  private readonly cache: LRUCache<string, Copy, Build>;
  /** The keys of the copies (and builds under way) that show each table. */
  private readonly keysShowing = new Map<AnnouncedTable, Set<string>>();

  constructor({ freshMs, maxBytes }: CopiesOptions) {
    this.cache = new LRUCache<string, Copy, Build>({
      maxSize: maxBytes,
      // Room for the compressed forms made later, each well under half the plain body.
      sizeCalculation: (copy) => copy.body.length * 2,
      ttl: freshMs,
      allowStale: true,
      fetchMethod: (_key, _stale, { context }) =>
        context.make().catch((reason: unknown) => {
          throw new BuildFailed(reason);
        }),
      dispose: (_copy, key, reason) => {
        if (reason !== 'set') this.forgetKey(key);
      },
    });
  }

  /**
   * The copy at `key`: fresh; stale while the next is built in the background; else the one being built, or a new
   * build. A build a change overtook is not kept: the requests that waited for it share one rebuild. Rejects with the
   * build's own error, or with `BuildOutdated` when a change overtook the rebuild too.
   */
  async get(key: string, shows: readonly AnnouncedTable[], make: () => Promise<Copy>): Promise<Copy> {
    for (let attempt = 0; attempt < 2; attempt++) {
      for (const table of shows) this.keysOf(table).add(key);
      try {
        const copy = await this.cache.fetch(key, { context: { make } });
        if (copy && !copy.keep) this.cache.delete(key);
        if (copy) return copy;
      } catch (error) {
        if (error instanceof BuildFailed) throw error.reason;
        // Otherwise the build was cut short: a change dropped it while it ran.
      }
    }
    throw new BuildOutdated();
  }

  /** Drops every copy, and every build under way, that shows `table`. */
  dropShowing(table: AnnouncedTable): void {
    const keys = this.keysShowing.get(table);
    if (!keys) return;
    this.keysShowing.delete(table);
    for (const key of keys) this.cache.delete(key);
  }

  /** Drops everything: changes may have been missed. */
  clear(): void {
    this.keysShowing.clear();
    this.cache.clear();
  }

  private keysOf(table: AnnouncedTable): Set<string> {
    let keys = this.keysShowing.get(table);
    if (!keys) {
      keys = new Set();
      this.keysShowing.set(table, keys);
    }
    return keys;
  }

  private forgetKey(key: string) {
    for (const keys of this.keysShowing.values()) keys.delete(key);
  }
}
