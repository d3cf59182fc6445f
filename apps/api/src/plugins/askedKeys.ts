// Which copy keys have been asked for more than once lately (plugins/httpCaching.ts keeps copies of those only).

// Enough to tell a busy shop's repeated addresses from a crawler's one-offs; a key whose slot another key has taken
// since counts as new again.
const SLOTS = 1 << 14;

/** FNV-1a: a 32-bit hash of the key, never 0 (an empty slot). */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash || 1;
}

/**
 * How often each key was asked for, up to twice, in fixed tables of hashes: remembering a key allocates nothing, so
 * the garbage collector never sees it, whatever the number of keys.
 */
export class AskedKeys {
  private readonly hashes = new Int32Array(SLOTS);
  private readonly times = new Uint8Array(SLOTS);

  ask(key: string) {
    const hash = hashOf(key);
    const slot = hash & (SLOTS - 1);
    if (this.hashes[slot] !== hash) {
      this.hashes[slot] = hash;
      this.times[slot] = 1;
    } else if (this.times[slot] === 1) this.times[slot] = 2;
  }

  askedAgain(key: string): boolean {
    const hash = hashOf(key);
    const slot = hash & (SLOTS - 1);
    return this.hashes[slot] === hash && this.times[slot] === 2;
  }
}
