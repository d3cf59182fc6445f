// A second shop on the test file's database whose mail goes to a real SMTP server of the tests: its own sender
// delivers what it writes to the outbox, and `smtp` receives it as a customer's mail server would.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../start/app.ts';
import { startTestSmtpServer, type TestSmtpServer } from './smtpServer.ts';
import { type TestApp, testConfig } from './testApp.ts';

export interface ShopWithMail {
  shop: FastifyInstance;
  smtp: TestSmtpServer;
}

/** Filled in before the file's tests run; both stop after them. */
export function useShopWithMail(t: TestApp): ShopWithMail {
  const handle = {} as ShopWithMail;
  beforeAll(async () => {
    handle.smtp = await startTestSmtpServer();
    const config = testConfig({ mail: { smtpUrl: handle.smtp.url, from: 'Atelier <shop@atelier.test>', pollMs: 10 } });
    handle.shop = await buildApp(config, t.database);
    await handle.shop.ready();
  });
  afterAll(async () => {
    await handle.shop?.close();
    await handle.smtp?.stop();
  });
  return handle;
}
