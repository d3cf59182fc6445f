// The key that signs session tokens when JWT_SECRET is not set: made at random on first start and kept, in a
// file only its owner may read beside the embedded database, or in PostgreSQL so every instance signs alike.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config/config.ts';
import type { Database, Db } from '../../db/client.ts';
import { secrets } from '../../db/schema.ts';

export const SECRET_FILE_NAME = 'session-secret';
const SECRET_NAME = 'session-signing-key';
const MIN_SECRET_LENGTH = 32;

const newSecret = () => randomBytes(48).toString('base64url');

export async function sessionSigningSecret(config: Config, database: Database): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  return database.kind === 'postgres' ? keptInDatabase(database.db) : keptInFile(config.dataDir);
}

/** Insert-if-absent, then read: instances starting together all end with the first one's secret. */
async function keptInDatabase(db: Db): Promise<string> {
  await db.insert(secrets).values({ name: SECRET_NAME, value: newSecret() }).onConflictDoNothing();
  const [kept] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, SECRET_NAME));
  return usable(kept?.value, `the ${SECRET_NAME} row of the secrets table`);
}

async function keptInFile(dataDir: string): Promise<string> {
  const path = join(dataDir, SECRET_FILE_NAME);
  await mkdir(dataDir, { recursive: true });
  try {
    // `wx`: never overwrite a kept secret, which would sign everyone out.
    await writeFile(path, newSecret(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return usable((await readFile(path, 'utf8')).trim(), path);
}

function usable(secret: string | undefined, where: string): string {
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`No usable session signing secret in ${where}: remove it to make a new one, or set JWT_SECRET`);
  }
  return secret;
}
