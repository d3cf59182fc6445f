// The copies of cached answers and pages, on lru-cache: one build at a time per key, the stale copy served while the
// next is built, the least recently used dropped first when space runs out, and every copy showing a table dropped
// the moment the database says that table changed.
import { LRUCache } from 'lru-cache';
import type { Copy } from './copy.ts';
import type { AnnouncedTable } from './tables.ts';
import { TaggedKeys } from './taggedKeys.ts';

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

/** Room for the addresses copies were asked for at: a request's address is at most a few KB. */
const ADDRESSES_MAX_BYTES = 1024 * 1024;
/** How many keys asked for once are remembered: the second ask of one of them keeps its copy. */
const ASKED_KEYS_MAX = 16_384;

export class Copies {
  private readonly cache: LRUCache<string, Copy, Build>;
  /** The key each request's address was asked for under (many addresses, tracking tags and all, share one key). */
  private readonly keyAt = new LRUCache<string, string>({
    maxSize: ADDRESSES_MAX_BYTES,
    sizeCalculation: (key, address) => address.length + key.length,
  });
  /** Keys asked for before with no copy to serve (decision 455). */
  private readonly askedOnce = new LRUCache<string, true>({ max: ASKED_KEYS_MAX });
  /** The keys of the copies (and builds under way) that show each table. */
  private readonly keysShowing = new TaggedKeys();

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
        if (reason !== 'set') this.keysShowing.forget(key);
      },
    });
  }

  /**
   * The copy at `key`: fresh; stale while the next is built in the background; else the one being built, or a new
   * build. A key asked for the first time is built for its request alone and not kept. A build a change overtook is
   * not kept: the requests that waited for it share one rebuild. Rejects with the build's own error, or with
   * `BuildOutdated` when a change overtook the rebuild too. `address`, the request's own, finds the copy again with
   * `freshAt`.
   */
  async get(key: string, shows: readonly AnnouncedTable[], make: () => Promise<Copy>, address = key): Promise<Copy> {
    // `peek` and not `has`: a stale copy is one to serve while the next is built, whether or not its key is remembered.
    if (this.cache.peek(key) === undefined && this.isFirstAsk(key)) return make();
    this.keyAt.set(address, key);
    for (let attempt = 0; attempt < 2; attempt++) {
      this.keysShowing.tag(key, shows);
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

  /**
   * The fresh copy of the key `get` was last asked for with `address`, if there is one: none for an address never asked
   * for, nor while the copy is stale, being built or dropped (then `get` has the rules). A stale copy stays for `get`
   * to serve while its next one is built.
   */
  freshAt(address: string): Copy | undefined {
    const key = this.keyAt.get(address);
    return key === undefined ? undefined : this.cache.get(key, { allowStale: false, noDeleteOnStaleGet: true });
  }

  /** Drops every copy, and every build under way, that shows `table`. */
  dropShowing(table: AnnouncedTable): void {
    for (const key of this.keysShowing.takeShowing(table)) this.cache.delete(key);
  }

  /** Drops everything: changes may have been missed. */
  clear(): void {
    this.keysShowing.clear();
    this.keyAt.clear();
    this.cache.clear();
  }

  private isFirstAsk(key: string): boolean {
    if (this.askedOnce.has(key)) return false;
    this.askedOnce.set(key, true);
    return true;
  }
}
