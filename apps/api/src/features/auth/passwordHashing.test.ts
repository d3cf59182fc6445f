// Password hashing under a burst: what it holds at once, with the real library and its 19 MiB pools.
import { describe, expect, it, vi } from 'vitest';

const running = vi.hoisted(() => ({ now: 0, most: 0 }));

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  /** The library's own function, counting how many of its calls are under way. */
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      running.now += 1;
      running.most = Math.max(running.most, running.now);
      try {
        return await fn(...args);
      } finally {
        running.now -= 1;
      }
    };
  return { ...argon2, hash: counted(argon2.hash), verify: counted(argon2.verify) };
});

const { hashPassword, verifyPassword } = await import('./passwords.ts');

describe('password hashing', () => {
  it('hashes and checks at most two passwords at once, however many sign up and sign in together', async () => {
    const hashes = await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`burst-password-${i}`)));
    const checks = await Promise.all([
      ...hashes.map((passwordHash, i) => verifyPassword(passwordHash, `burst-password-${i}`)),
      verifyPassword(hashes[0], 'not-the-password'),
      verifyPassword(undefined, 'burst-password-0'),
    ]);
    expect(checks).toEqual([...hashes.map(() => true), false, false]);
    expect(running.most).toBe(2);
  });
});
