// Failed sign-ins counted per account (its lower-cased email) in one-hour windows: in memory, or in Redis when
// REDIS_URL is set, so that every instance counts together. An attempt is taken before the password is checked
// and given back when it turns out right, so attempts sent all at once cannot slip past the limit.
import type { Redis } from 'ioredis';

export const FAILED_SIGN_IN_WINDOW_MS = 60 * 60 * 1000;

export interface AttemptsTaken {
  /** Attempts in this account's current window, this one included. */
  attempts: number;
  resetInMs: number;
}

export interface FailedSignInCounter {
  take(email: string): Promise<AttemptsTaken>;
  giveBack(email: string): Promise<void>;
}

/** Past this many accounts, windows that have ended are swept before a new one is opened. */
const SWEEP_ABOVE_ACCOUNTS = 10_000;

export function memoryCounter(now: () => number = Date.now): FailedSignInCounter {
  const windows = new Map<string, { attempts: number; endsAt: number }>();
  const sweep = () => {
    for (const [email, window] of windows) if (window.endsAt <= now()) windows.delete(email);
  };
  return {
    async take(email) {
      let window = windows.get(email);
      if (!window || window.endsAt <= now()) {
        if (windows.size > SWEEP_ABOVE_ACCOUNTS) sweep();
        window = { attempts: 0, endsAt: now() + FAILED_SIGN_IN_WINDOW_MS };
        windows.set(email, window);
      }
      window.attempts += 1;
      return { attempts: window.attempts, resetInMs: window.endsAt - now() };
    },
    async giveBack(email) {
      const window = windows.get(email);
      if (window && window.endsAt > now()) window.attempts -= 1;
    },
  };
}

// Each script runs whole inside Redis: no other instance's attempt falls between its steps.
const TAKE = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const GIVE_BACK = `if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end
return 0`;

export function redisCounter(redis: Redis, keyPrefix: string): FailedSignInCounter {
  const key = (email: string) => `${keyPrefix}failed-sign-ins:${email}`;
  return {
    async take(email) {
      const [attempts, resetInMs] = (await redis.eval(TAKE, 1, key(email), FAILED_SIGN_IN_WINDOW_MS)) as [number, number];
      return { attempts, resetInMs };
    },
    async giveBack(email) {
      await redis.eval(GIVE_BACK, 1, key(email));
    },
  };
}
