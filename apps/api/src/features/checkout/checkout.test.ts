import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, orders, products } from '../../db/schema.ts';
import { type CartLine, confirmPayment, openCheckout, payOnSandboxPage } from '../../test/checkoutSteps.ts';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

const t = useTestApp();

async function storedSession(providerSessionId: string) {
  const [session] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, providerSessionId));
  return session;
}

describe('opening a checkout', () => {
  it('asks a visitor to sign in', async () => {
    const product = await makeProduct(t.db);
    const res = await openCheckout(t.app, undefined, '00000000-0000-4000-8000-000000000000', [{ _id: product.id, quantity: 1 }]);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a checkout opened for someone else', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const other = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db);
    const res = await openCheckout(t.app, customer.cookie, other.user.id, [{ _id: product.id, quantity: 1 }]);
    expect(res.statusCode).toBe(403);
  });

  it('charges the database price whatever price the cart claims', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db, { priceCents: 12_000 });
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 2, price: 0.01 }]);
    expect(res.statusCode).toBe(200);
    const session = await storedSession(res.json().id);
    expect(session).toMatchObject({ subtotalCents: 24_000, taxCents: 1_200, totalCents: 25_200, status: 'open' });
    expect(session?.lines).toEqual([
      {
        productId: product.id,
        name: product.name,
        size: null,
        priceCents: 12_000,
        quantity: 2,
        image: '',
        discountCents: 0,
        taxRate: 5,
      },
    ]);

    await payOnSandboxPage(t.app, res.json().id);
    const confirmed = await confirmPayment(t.app, customer.cookie, res.json().id);
    expect(confirmed.json().order).toMatchObject({ amount: 252, products: [{ price: 120, quantity: 2 }] });
  });

  it('rounds the 5% tax to the cent', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db, { priceCents: 1_999 });
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 1 }]);
    expect(await storedSession(res.json().id)).toMatchObject({ subtotalCents: 1_999, taxCents: 100, totalCents: 2_099 });
  });

  it('adds up the same product listed twice into one line', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db);
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, [
      { _id: product.id, quantity: 2 },
      { _id: product.id, quantity: 3 },
    ]);
    expect((await storedSession(res.json().id))?.lines).toMatchObject([{ productId: product.id, quantity: 5 }]);
  });

  it.each([
    ['an empty cart', () => [], 'Your cart is empty'],
    ['a quantity of 0', (id: string) => [{ _id: id, quantity: 0 }], 'Quantity must be at least 1'],
    ['a quantity of 100', (id: string) => [{ _id: id, quantity: 100 }], 'Quantity must be at most 99'],
    [
      'two lines adding up to 100',
      (id: string) => [
        { _id: id, quantity: 50 },
        { _id: id, quantity: 50 },
      ],
      'Quantity must be at most 99',
    ],
    [
      'an unknown product',
      () => [{ _id: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      'Some products in your cart are no longer available',
    ],
    ['a malformed product id', () => [{ _id: 'not-an-id', quantity: 1 }], 'Some products in your cart are no longer available'],
  ])('refuses %s with a 400 and stores nothing', async (_case, lines, message) => {
    const customer = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db);
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, lines(product.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    const stored = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, customer.user.id));
    expect(stored).toEqual([]);
  });
  it.each([
    ['"0x10"', '0x10'],
    ['"2"', '2'],
    ['true', true],
    ['[3]', [3]],
  ])('refuses a quantity of %s, which is not a JSON number, and stores nothing', async (_case, quantity) => {
    const customer = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db);
    const lines = [{ _id: product.id, quantity }] as unknown as CartLine[];
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, lines);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Quantity must be a number' });
    const stored = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, customer.user.id));
    expect(stored).toEqual([]);
  });
});

describe('confirming a payment', () => {
  async function paidCheckout() {
    const customer = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db);
    const res = await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 1 }]);
    const sessionId: string = res.json().id;
    await payOnSandboxPage(t.app, sessionId);
    return { customer, sessionId };
  }

  async function ordersOfSession(providerSessionId: string) {
    const session = await storedSession(providerSessionId);
    return t.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutSessionId, session?.id ?? ''));
  }

  it('asks a visitor to sign in', async () => {
    const { sessionId } = await paidCheckout();
    expect((await confirmPayment(t.app, undefined, sessionId)).statusCode).toBe(401);
  });

  it("refuses another customer's checkout, whose order stays its own customer's", async () => {
    const { customer, sessionId } = await paidCheckout();
    const other = await makeSignedInUser(t.app, t.db);
    expect((await confirmPayment(t.app, other.cookie, sessionId)).statusCode).toBe(403);
    const made = await ordersOfSession(sessionId);
    expect(made.map((order) => order.userId)).toEqual([customer.user.id]);
  });

  it("lets an admin confirm a customer's checkout", async () => {
    const { customer, sessionId } = await paidCheckout();
    const admin = await makeSignedInUser(t.app, t.db, 'admin');
    const res = await confirmPayment(t.app, admin.cookie, sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ email: customer.user.email, userId: customer.user.id });
  });

  it('answers 404 for a checkout that does not exist', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const res = await confirmPayment(t.app, customer.cookie, 'cs_sandbox_unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Checkout session not found' });
  });

  it('gives the same single order when confirmed again', async () => {
    const { customer, sessionId } = await paidCheckout();
    const first = await confirmPayment(t.app, customer.cookie, sessionId);
    const second = await confirmPayment(t.app, customer.cookie, sessionId);
    expect(second.json()).toEqual(first.json());
    expect(await ordersOfSession(sessionId)).toHaveLength(1);
  });

  it('keeps the line of a product deleted between payment and confirmation', async () => {
    const customer = await makeSignedInUser(t.app, t.db);
    const product = await makeProduct(t.db, { name: 'Linen shirt', priceCents: 3_000 });
    const sessionId: string = (
      await openCheckout(t.app, customer.cookie, customer.user.id, [{ _id: product.id, quantity: 1 }])
    ).json().id;
    await payOnSandboxPage(t.app, sessionId);
    await t.db.delete(products).where(eq(products.id, product.id));
    const res = await confirmPayment(t.app, customer.cookie, sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.products).toMatchObject([
      { productId: null, name: 'Linen shirt', size: null, price: 30, quantity: 1, image: '' },
    ]);
  });

  it('makes exactly one order out of 20 confirmations at once', async () => {
    const { customer, sessionId } = await paidCheckout();
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirmPayment(t.app, customer.cookie, sessionId)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((res) => res.json().order._id));
    expect(ids.size).toBe(1);
    expect(await ordersOfSession(sessionId)).toHaveLength(1);
  });

  it('numbers orders one after another, however often and however concurrently each payment is confirmed', async () => {
    const numbers: number[] = [];
    for (const confirmations of [3, 20]) {
      const { customer, sessionId } = await paidCheckout();
      await Promise.all(Array.from({ length: confirmations }, () => confirmPayment(t.app, customer.cookie, sessionId)));
      const [order] = await ordersOfSession(sessionId);
      numbers.push(order?.number ?? 0);
    }
    const { customer, sessionId } = await paidCheckout();
    numbers.push((await confirmPayment(t.app, customer.cookie, sessionId)).json().order.number);
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
  });
});
