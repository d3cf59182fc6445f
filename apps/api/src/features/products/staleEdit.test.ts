import type { Product } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, products } from '../../db/schema.ts';
import { confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { openEditForm, STALE_EDIT, saveEditForm } from '../../test/editForm.ts';
import { makeProduct, makeSignedInUser, makeSizedProduct } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp({ authAttemptsPerMinute: 1_000 });

async function sold(productId: string) {
  const lines = await t.db.select({ quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.productId, productId));
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

async function buy(productId: string, quantity: number) {
  const shopper = await makeSignedInUser(t.app, t.db);
  const opened = await openCheckout(t.app, shopper.cookie, shopper.user.id, [{ _id: productId, quantity }]);
  if (opened.statusCode !== 200) return opened;
  const sessionId = opened.json().id;
  await payOnSandboxPage(t.app, sessionId);
  return confirmPayment(t.app, shopper.cookie, sessionId);
}

const VERSION_NEEDED = "Stock and sizes change only with the product's version as you loaded it";

function patch(cookie: string, productId: string, payload: object) {
  return t.app.inject({ method: 'PATCH', url: `/api/products/update-product/${productId}`, headers: { cookie }, payload });
}

describe("an admin's edit of a product", () => {
  it('is refused when made from a version the stock has moved on from, so no more is sold than there was', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const scarf = await makeProduct(t.db, { stock: 10 });
    const loaded = await openEditForm(t.app, scarf.id);

    const holder = await makeSignedInUser(t.app, t.db);
    const held = await openCheckout(t.app, holder.cookie, holder.user.id, [{ _id: scarf.id, quantity: 3 }]);
    expect(held.statusCode).toBe(200);

    const stale = await saveEditForm(t.app, admin.cookie, loaded, { description: 'Now in a softer silk.' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_EDIT);
    const [kept] = await t.db.select().from(products).where(eq(products.id, scarf.id));
    expect(kept).toMatchObject({ stock: 7, description: scarf.description });

    await payOnSandboxPage(t.app, held.json().id);
    expect((await buy(scarf.id, 10)).statusCode).toBe(409);
    expect(await sold(scarf.id)).toBeLessThanOrEqual(10);
  });

  it('is taken when a customer only opened their checkout of it again since: its stock did not move', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const scarf = await makeProduct(t.db, { stock: 10 });
    const holder = await makeSignedInUser(t.app, t.db);
    const cart = [{ _id: scarf.id, quantity: 3 }];
    expect((await openCheckout(t.app, holder.cookie, holder.user.id, cart)).statusCode).toBe(200);
    const loaded = await openEditForm(t.app, scarf.id);

    expect((await openCheckout(t.app, holder.cookie, holder.user.id, cart)).statusCode).toBe(200);
    const saved = await saveEditForm(t.app, admin.cookie, loaded, { description: 'Now in a softer silk.' });
    expect(saved.statusCode).toBe(200);
    const [kept] = await t.db.select().from(products).where(eq(products.id, scarf.id));
    expect(kept).toMatchObject({ stock: 7, description: 'Now in a softer silk.' });
  });

  it('is taken when made from the version as it stands, which it moves on', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const scarf = await makeProduct(t.db, { stock: 10 });
    const loaded = await openEditForm(t.app, scarf.id);
    const saved = await saveEditForm(t.app, admin.cookie, loaded, { description: 'Now in a softer silk.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ product: Product }>().product.version).toBeGreaterThan(loaded.version);
    expect((await saveEditForm(t.app, admin.cookie, loaded, { name: 'Second thoughts' })).statusCode).toBe(409);
  });

  it('is refused after a hold on one of its sizes, and after stock given back', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const dress = await makeSizedProduct(t.db, { S: 2, M: 3 });
    const shopper = await makeSignedInUser(t.app, t.db);
    const beforeHold = await openEditForm(t.app, dress.id);
    const held = await openCheckout(t.app, shopper.cookie, shopper.user.id, [{ _id: dress.id, quantity: 1, size: 'M' }]);
    expect(held.statusCode).toBe(200);
    expect((await saveEditForm(t.app, admin.cookie, beforeHold, { name: 'Wrap dress' })).statusCode).toBe(409);

    const beforeRelease = await openEditForm(t.app, dress.id);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-checkout-session',
      headers: { cookie: shopper.cookie },
      payload: { session_id: held.json().id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await saveEditForm(t.app, admin.cookie, beforeRelease, { name: 'Wrap dress' })).statusCode).toBe(409);
  });

  it('without a version, as the spec sends it, is taken as before', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const scarf = await makeProduct(t.db, { stock: 10 });
    const res = await patch(admin.cookie, scarf.id, { description: 'Now in a softer silk.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.description).toBe('Now in a softer silk.');
  });

  it('without a version, refuses a change of stock or sizes (400), so a unit sold since is not put back', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const scarf = await makeProduct(t.db, { stock: 10 });
    expect((await buy(scarf.id, 1)).statusCode).toBe(200);
    const blind = await patch(admin.cookie, scarf.id, { stock: 10 });
    expect(blind.statusCode).toBe(400);
    expect(blind.json().message).toBe(VERSION_NEEDED);
    const [kept] = await t.db.select().from(products).where(eq(products.id, scarf.id));
    expect(kept?.stock).toBe(9);

    const dress = await makeSizedProduct(t.db, { S: 2, M: 3 });
    const sized = await patch(admin.cookie, dress.id, { sizes: [{ size: 'S', stock: 5 }] });
    expect(sized.statusCode).toBe(400);
    expect(sized.json().message).toBe(VERSION_NEEDED);

    const loaded = await openEditForm(t.app, scarf.id);
    expect((await patch(admin.cookie, scarf.id, { stock: 12, version: loaded.version })).statusCode).toBe(200);
  });

  it('refuses a version that is not a whole number, naming it', async () => {
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const scarf = await makeProduct(t.db);
    const res = await patch(admin.cookie, scarf.id, { description: 'Now in a softer silk.', version: 'latest' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/version/i);
  });
});
