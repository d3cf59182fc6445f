// What the log says once the shop listens: the address to open, where its data lives and, outside production, the demo
// logins that still sign in with the passwords README publishes. A newcomer's first start needs nothing more.
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import { accountsOpenWithPublishedPasswords } from '../features/auth/index.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../passwords/demoLogins.ts';

export async function logOpening(log: FastifyBaseLogger, db: Db, config: Config): Promise<void> {
  log.info(`Atelier is open at ${config.publicUrl}`);
  log.info(`The shop's data is in ${whereDataLives(config)}`);
  if (config.env === 'production') return;
  const open = await accountsOpenWithPublishedPasswords(db);
  for (const login of [DEMO_ADMIN, DEMO_CUSTOMER]) {
    if (open.includes(login.email)) log.info(`Demo login: ${login.email} / ${login.password}`);
  }
}

/** The database in words, never with its password. */
export function whereDataLives(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  }
  if (config.dataDir.startsWith('memory://')) return 'memory, gone when the shop stops';
  return resolve(config.dataDir);
}
