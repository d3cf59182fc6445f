import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP's recommended minimums or above).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the email is unknown, so both failures take the same time.
const decoyHash = hash('decoy-password-that-never-matches');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await decoyHash), password);
  } catch {
    return false;
  }
}
