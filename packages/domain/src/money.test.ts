import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart.ts';
import { MAX_LINE_QUANTITY, MAX_PRICE_CENTS, TAX_RATE } from './constants.ts';
import { formatPrice, taxCents, toCents, toDollars, totalsCents } from './money.ts';

describe('tax', () => {
  it('rounds half a cent up', () => {
    expect(taxCents(190, TAX_RATE)).toBe(10); // 9.5 cents
    expect(taxCents(10, TAX_RATE)).toBe(1); // 0.5 cent
  });

  it('rounds less than half a cent down', () => {
    expect(taxCents(189, TAX_RATE)).toBe(9); // 9.45 cents
    expect(taxCents(10_250, TAX_RATE)).toBe(513); // 512.5 cents, up
    expect(taxCents(10_249, TAX_RATE)).toBe(512); // 512.45 cents, down
  });

  it('is nothing on an empty cart', () => {
    expect(totalsCents([])).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0 });
  });
});

describe('order totals in cents', () => {
  it('adds the lines, then the tax rounded to the cent', () => {
    expect(
      totalsCents([
        { priceCents: 4_500, quantity: 2 },
        { priceCents: 1_250, quantity: 1 },
      ]),
    ).toEqual({ subtotalCents: 10_250, taxCents: 513, totalCents: 10_763 });
  });
});

describe('a price on screen', () => {
  it('groups thousands with commas, keeping the $ and two decimals', () => {
    expect(formatPrice(15_788.85)).toBe('$15,788.85');
    expect(formatPrice(1_234_567.5)).toBe('$1,234,567.50');
    expect(formatPrice(999.99)).toBe('$999.99');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('rounds a stray fraction of a cent to the nearest cent', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatPrice(1_000.004)).toBe('$1,000.00');
  });
});

describe('the cart on screen', () => {
  it('shows a $1.90 cart with $0.10 tax and a $2.00 total, as it is charged', () => {
    const totals = cartTotals([{ price: 1.9, quantity: 1 }]);
    expect(formatPrice(totals.tax)).toBe('$0.10');
    expect(formatPrice(totals.grandTotal)).toBe('$2.00');
    expect(totals).toEqual({ selectedItems: 1, totalPrice: 1.9, tax: 0.1, grandTotal: 2 });
  });

  it('shows for any cart exactly the subtotal, tax and total that checkout charges', () => {
    const line = fc.record({
      priceCents: fc.integer({ min: 1, max: MAX_PRICE_CENTS - 1 }),
      quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        // The browser gets prices in dollars from the API; the server charges the cents stored in the database.
        const onScreen = cartTotals(lines.map((l) => ({ price: toDollars(l.priceCents), quantity: l.quantity })));
        const charged = totalsCents(lines);
        expect(toCents(onScreen.totalPrice)).toBe(charged.subtotalCents);
        expect(toCents(onScreen.tax)).toBe(charged.taxCents);
        expect(toCents(onScreen.grandTotal)).toBe(charged.totalCents);
        expect(formatPrice(onScreen.tax)).toBe(formatPrice(toDollars(charged.taxCents)));
        expect(formatPrice(onScreen.grandTotal)).toBe(formatPrice(toDollars(charged.totalCents)));
      }),
      { numRuns: 2_000 },
    );
  });
});
