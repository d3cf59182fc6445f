import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * How many passwords are hashed or checked at once. Each takes a 19 MiB pool (argon2id at the library's defaults,
 * OWASP's recommended minimums or above) and one of libuv's four threads: a burst of sign-ups or sign-ins holds at
 * most twice that memory and leaves the other threads to files and compression. The rest wait their turn.
 */
const PASSWORD_HASHES_AT_ONCE = 2;

const inTurn = pLimit(PASSWORD_HASHES_AT_ONCE);

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password));
}

// Verified against when the email is unknown, so both failures take the same time.
const decoyHash = hashPassword('decoy-password-that-never-matches');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const against = passwordHash ?? (await decoyHash);
  try {
    return await inTurn(() => verify(against, password));
  } catch {
    return false;
  }
}
