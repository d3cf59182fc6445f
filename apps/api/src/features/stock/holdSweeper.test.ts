import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutSessions, products } from '../../db/schema.ts';
import { openCheckout } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// The app's timers run on the test's clock, a minute passing when the test says: installed before the app starts, so
// the sweeper's timer is on it.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const t = useTestApp();
const A_MINUTE_MS = 60_000;

const stockOf = async (productId: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]?.stock;

/** Moves a session's page expiry an hour into the past, so the sweep ends its hold. */
async function expire(providerSessionId: string) {
  await t.db
    .update(checkoutSessions)
    .set({ expiresAt: sql`now() - make_interval(mins => 60)` })
    .where(eq(checkoutSessions.providerSessionId, providerSessionId));
}

async function abandonedCheckoutOf(productId: string) {
  const { user, cookie } = await makeSignedInUser(t.app, t.db);
  const res = await openCheckout(t.app, cookie, user.id, [{ _id: productId, quantity: 1 }]);
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string }>().id;
}

describe('the hold sweeper', () => {
  it('gives back the stock of checkouts that expire one after the other, a sweep every minute', async () => {
    const scarf = await makeProduct(t.db, { stock: 1 });
    const belt = await makeProduct(t.db, { stock: 1 });
    const scarfCheckout = await abandonedCheckoutOf(scarf.id);
    const beltCheckout = await abandonedCheckoutOf(belt.id);

    await expire(scarfCheckout);
    await vi.advanceTimersByTimeAsync(A_MINUTE_MS);
    await expect.poll(() => stockOf(scarf.id)).toBe(1);
    expect(await stockOf(belt.id)).toBe(0);

    await expire(beltCheckout);
    await vi.advanceTimersByTimeAsync(A_MINUTE_MS);
    await expect.poll(() => stockOf(belt.id)).toBe(1);
  });
});
