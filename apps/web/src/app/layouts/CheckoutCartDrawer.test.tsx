import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCart, makeCartLine, makeUser } from '../../test/factories';
import { mockApi, sentBodies } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { CheckoutCartDrawer } from './CheckoutCartDrawer';

const CHECKOUT = 'POST /api/orders/create-checkout-session';
const customer = makeUser({ email: 'ada@example.com' });
const scarf = makeCartLine({ _id: 'p1', name: 'Silk scarf', price: 20 });
const giftCard = makeCartLine({
  _id: 'g1',
  name: 'Gift card',
  price: 50,
  giftCard: { amount: 50, recipientName: 'Anna', recipientEmail: 'anna@example.com' },
});

function renderCart(lines = [scarf], routes = {}, language: 'en' | 'fr' = 'en') {
  const fetchSpy = mockApi({
    'GET /api/shipping/countries': { body: { countries: ['FR'] } },
    [`GET /api/orders/${encodeURIComponent(customer.email)}`]: { body: [] },
    ...routes,
  });
  const view = renderWithProviders(<CheckoutCartDrawer open onClose={() => {}} />, {
    preloadedState: { cart: { ...makeCart(lines), giftCardCodes: ['ABCDEFGHJKLMNPQR'] }, auth: { user: customer }, language },
  });
  return { ...view, fetchSpy };
}

describe('checkout paid in full by gift cards and store credit', () => {
  it('asks the shipping address in the shop when the refusal names that field, whatever its words, then places the order and goes to the success page', async () => {
    let asked = 0;
    const { user, fetchSpy } = renderCart([scarf], {
      [CHECKOUT]: () => {
        asked += 1;
        return asked === 1
          ? { status: 400, body: { message: 'Les cartes cadeaux paient tout', fields: { shippingAddress: 'Adresse ?' } } }
          : { body: { id: 'prepaid_1', url: `${window.location.origin}/#success-prepaid_1` } };
      },
    });
    await screen.findByRole('option', { name: 'France' });
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    const name = await screen.findByLabelText('Full name');
    expect(screen.getByRole('form', { name: 'Where should we deliver?' })).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(name).toHaveAccessibleDescription('Fill in this field.');
    expect(asked).toBe(1);
    await user.type(name, 'Ada Lovelace');
    await user.type(screen.getByLabelText('Address'), '1 rue de la Paix');
    await user.type(screen.getByLabelText('City'), 'Paris');
    await user.type(screen.getByLabelText('Postal code'), '75002');
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    await expect.poll(() => window.location.hash).toBe('#success-prepaid_1');
    const [, placed] = (await sentBodies(fetchSpy, CHECKOUT)) as [unknown, { shippingAddress: unknown; giftCards: string[] }];
    expect(placed.giftCards).toEqual(['ABCDEFGHJKLMNPQR']);
    expect(placed.shippingAddress).toEqual({
      name: 'Ada Lovelace',
      line1: '1 rue de la Paix',
      line2: '',
      city: 'Paris',
      postalCode: '75002',
      country: 'FR',
    });
  });

  it('asks no address on another refusal that speaks of the shipping address but names no such field', async () => {
    const refusal = 'Gift cards and store credit pay this whole order: enter the shipping address';
    const { user, fetchSpy } = renderCart([scarf], {
      [CHECKOUT]: { status: 400, body: { message: refusal, fields: { code: refusal } } },
    });
    await screen.findByRole('option', { name: 'France' });
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await screen.findByText(refusal);
    expect(screen.queryByRole('form', { name: 'Where should we deliver?' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(await sentBodies(fetchSpy, CHECKOUT)).toHaveLength(1);
  });

  it('asks no country nor address for a cart of gift cards alone, and sends its gift lines', async () => {
    const { user, fetchSpy } = renderCart([giftCard], {
      [CHECKOUT]: { body: { id: 'prepaid_2', url: `${window.location.origin}/#success-prepaid_2` } },
    });
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    await expect.poll(() => window.location.hash).toBe('#success-prepaid_2');
    expect(screen.queryByLabelText('Ship to')).not.toBeInTheDocument();
    const [body] = (await sentBodies(fetchSpy, CHECKOUT)) as [{ shippingCountry?: string; products: unknown[] }];
    expect(body).not.toHaveProperty('shippingCountry');
    expect(body.products).toEqual([
      expect.objectContaining({
        _id: 'g1',
        quantity: 1,
        giftCard: { amount: 50, recipientName: 'Anna', recipientEmail: 'anna@example.com' },
      }),
    ]);
  });
});

describe("the checkout's language", () => {
  it('opens the checkout in the language of the page it starts on, so its payment page, success page and mails speak it', async () => {
    const { user, fetchSpy } = renderCart(
      [giftCard],
      { [CHECKOUT]: { body: { id: 'prepaid_3', url: `${window.location.origin}/#success-prepaid_3` } } },
      'fr',
    );
    await user.click(screen.getByRole('button', { name: 'Passer au paiement' }));
    await expect.poll(() => window.location.hash).toBe('#success-prepaid_3');
    const [body] = (await sentBodies(fetchSpy, CHECKOUT)) as [{ language?: string }];
    expect(body.language).toBe('fr');
  });
});
