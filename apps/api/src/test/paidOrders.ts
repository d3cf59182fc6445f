// Many customers paying at the same moment on the sandbox page, each their own checkout of one product, spread over
// the apps given in turn: for the races of what a payment numbers or takes.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/client.ts';
import { openCheckout, payOnSandboxPage } from './checkoutSteps.ts';
import { makeSignedInUser } from './factories.ts';
import { testConfig } from './testApp.ts';

/** Limits high enough for one address to open and hold many checkouts, as many shoppers behind it would. */
export function manyShoppersConfig(): Partial<Config> {
  const base = testConfig();
  return {
    authAttemptsPerMinute: 10_000,
    checkoutLimits: { ...base.checkoutLimits, perIpPerHour: 10_000 },
    holdLimits: { ...base.holdLimits, unitsPerAddress: 10_000, percentOfStock: 100 },
  };
}

/** `count` customers each open a checkout of one unit of `productId`, then all pay at once; answers the orders' ids. */
export async function payAtOnce(apps: FastifyInstance[], db: Db, productId: string, count: number): Promise<string[]> {
  const [first] = apps;
  if (!first) throw new Error('no app to pay through');
  const sessionIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const { user, cookie } = await makeSignedInUser(first, db);
    const opened = await openCheckout(first, cookie, user.id, [{ _id: productId, quantity: 1 }]);
    expect(opened.statusCode, opened.body).toBe(200);
    sessionIds.push(opened.json().id);
  }
  const paid = await Promise.all(sessionIds.map((id, i) => payOnSandboxPage(apps[i % apps.length] ?? first, id)));
  for (const answer of paid) expect(answer.statusCode, answer.body).toBe(303);
  return sessionIds;
}
