// The validators of streamed answers (decision 550): a feed too large to keep as a copy keeps only its ETag, until a
// table it shows changes. A channel that asks again with that ETag gets a 304 without a row being read.
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { AnnouncedTable } from './tables.ts';
import { TaggedKeys } from './taggedKeys.ts';

/** Feeds are few: one per channel, country and token. */
const VALIDATORS_MAX = 1_024;

export class Validators {
  private readonly etags: LRUCache<string, string>;
  private readonly keysShowing = new TaggedKeys();

  constructor({ freshMs }: { freshMs: number }) {
    this.etags = new LRUCache<string, string>({
      max: VALIDATORS_MAX,
      ttl: freshMs,
      dispose: (_etag, key, reason) => {
        if (reason !== 'set') this.keysShowing.forget(key);
      },
    });
  }

  /**
   * The ETag of the answer at `key`: the one given before, while no table it shows has changed since; else a new one,
   * tagged before the answer reads anything, so a change made while it is sent drops it too.
   */
  etagOf(key: string, shows: readonly AnnouncedTable[]): string {
    const known = this.etags.get(key);
    if (known) return known;
    const etag = `W/"${randomUUID()}"`;
    this.keysShowing.tag(key, shows);
    this.etags.set(key, etag);
    return etag;
  }

  dropShowing(table: AnnouncedTable): void {
    for (const key of this.keysShowing.takeShowing(table)) this.etags.delete(key);
  }

  clear(): void {
    this.keysShowing.clear();
    this.etags.clear();
  }
}
