// A map kept within a budget of bytes: the answer copies, the page copies and the resized images each hold one.

/**
 * `buffer` in memory of its own. zlib hands back its output as a slice of a 16 KB chunk, and small buffers come from an
 * 8 KB pool: kept for long, a 2 KB answer would hold the whole chunk and the map would count an eighth of what it
 * holds (decision 215).
 */
export function ownBuffer(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

interface Entry<V> {
  value: V;
  bytes: number;
}

/** Entries in the order they were kept or last touched; the first are forgotten when the budget is passed. */
export class BytesBoundedMap<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Makes `key` the last to be forgotten. */
  touch(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  set(key: string, value: V, bytes: number) {
    this.delete(key);
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    this.fit();
  }

  /** Counts `added` bytes to what `key` holds, if `value` is still what is kept there. */
  grew(key: string, value: V, added: number) {
    const entry = this.entries.get(key);
    if (entry?.value !== value) return;
    entry.bytes += added;
    this.total += added;
    this.fit();
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.total -= entry.bytes;
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
    this.total = 0;
  }

  *[Symbol.iterator](): IterableIterator<[string, V]> {
    for (const [key, { value }] of this.entries) yield [key, value];
  }

  private fit() {
    for (const key of this.entries.keys()) {
      if (this.total <= this.maxBytes) break;
      this.delete(key);
    }
  }
}
