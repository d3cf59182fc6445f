// Counts events per key in fixed windows (failed sign-ins an hour, uploads a minute): in memory, or in Redis when
// REDIS_URL is set, so that every instance of the shop counts together. An event is taken before the work it
// guards, so events sent all at once cannot slip past a limit, and may be given back when it turns out not to count.
import type { Redis } from 'ioredis';

export interface EventsTaken {
  /** Events of this key in its current window, this one included. */
  count: number;
  resetInMs: number;
}

export interface WindowCounter {
  take(key: string): Promise<EventsTaken>;
  giveBack(key: string): Promise<void>;
  /** Forgets the events of every key that starts with `keyStart`. */
  forget(keyStart: string): Promise<void>;
}

/** Past this many keys, windows that have ended are swept before a new one is opened. */
const SWEEP_ABOVE_KEYS = 10_000;

export function memoryWindowCounter(windowMs: number, now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = () => {
    for (const [key, window] of windows) if (window.endsAt <= now()) windows.delete(key);
  };
  return {
    async take(key) {
      let window = windows.get(key);
      if (!window || window.endsAt <= now()) {
        if (windows.size > SWEEP_ABOVE_KEYS) sweep();
        window = { count: 0, endsAt: now() + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - now() };
    },
    async giveBack(key) {
      const window = windows.get(key);
      if (window && window.endsAt > now()) window.count -= 1;
    },
    async forget(keyStart) {
      for (const key of windows.keys()) if (key.startsWith(keyStart)) windows.delete(key);
    },
  };
}

// Each script runs whole inside Redis: no other instance's event falls between its steps, and no count is left
// without its expiry.
const TAKE = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const GIVE_BACK = `if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end
return 0`;

/** `keyPrefix` names the counter in Redis, e.g. `atelier:uploads:`. */
export function redisWindowCounter(redis: Redis, keyPrefix: string, windowMs: number): WindowCounter {
  return {
    async take(key) {
      const [count, resetInMs] = (await redis.eval(TAKE, 1, keyPrefix + key, windowMs)) as [number, number];
      return { count, resetInMs };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, keyPrefix + key);
    },
    async forget(keyStart) {
      // SCAN walks the keys a page at a time without blocking Redis; forgetting is rare (a password reset).
      const pattern = `${keyPrefix}${keyStart}`.replace(/[*?[\]\\]/g, '\\$&');
      for await (const keys of redis.scanStream({ match: `${pattern}*`, count: 500 }) as AsyncIterable<string[]>) {
        if (keys.length > 0) await redis.del(...keys);
      }
    },
  };
}
