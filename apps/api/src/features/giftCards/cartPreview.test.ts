import { describe, expect, it } from 'vitest';
import { makeProduct, makeSignedInUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/testApp.ts';

// The cart asks what gift cards would pay (POST /api/promotions/apply): nothing is held, and a cart that names none
// gets the answer the spec gives.
const t = useTestApp();

async function issuedCode(amount: number): Promise<string> {
  const { cookie } = await makeSignedInUser(t.app, t.db, 'admin');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/gift-cards',
    headers: { cookie },
    payload: { amount, recipientEmail: 'friend@example.com', reason: 'A gift' },
  });
  return res.json().code;
}

function apply(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/promotions/apply', payload });
}

describe("the cart's preview of gift cards", () => {
  it('says what each card takes and what is left, holding nothing', async () => {
    const code = await issuedCode(20);
    const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
    const products = [{ _id: scarf.id, quantity: 1 }];

    const res = await apply({ products, giftCards: [code] });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 47.25,
      giftCards: [{ last4: code.slice(-4), amount: 20 }],
      storeCredit: 0,
      due: 27.25,
    });
    const check = await t.app.inject({ method: 'POST', url: '/api/gift-cards/check', payload: { code } });
    expect(check.json().balance).toBe(20);
    const plain = await apply({ products });
    expect(Object.keys(plain.json())).not.toContain('giftCards');
    expect(Object.keys(plain.json())).not.toContain('due');
  });

  it('refuses a code no card has with 404', async () => {
    const scarf = await makeProduct(t.db, { priceCents: 4_500, stock: 5 });
    const res = await apply({ products: [{ _id: scarf.id, quantity: 1 }], giftCards: ['NOSUCHCARD'] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No gift card with this code' });
  });
});
