import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './constants.ts';
import {
  addWorkingDays,
  amountToFreeCents,
  deliveryPriceCents,
  deliveryWindowText,
  expectedDeliveryText,
  orderTotalsCents,
  parseDollarsToCents,
} from './delivery.ts';
import { totalsCents } from './money.ts';

const standard = { priceCents: 595, freeFromCents: 10_000 };
const express = { priceCents: 1_495, freeFromCents: null };

describe('a delivery method price', () => {
  it('costs its price below the free threshold, with what is missing', () => {
    expect(deliveryPriceCents(standard, 9_999)).toBe(595);
    expect(amountToFreeCents(standard, 9_999)).toBe(1);
    expect(amountToFreeCents(standard, 6_500)).toBe(3_500);
  });

  it('costs nothing at the threshold and above, with nothing missing', () => {
    expect(deliveryPriceCents(standard, 10_000)).toBe(0);
    expect(amountToFreeCents(standard, 10_000)).toBe(0);
    expect(deliveryPriceCents(standard, 25_000)).toBe(0);
    expect(amountToFreeCents(standard, 25_000)).toBe(0);
  });

  it('always costs its price without a threshold, and has no amount to free delivery', () => {
    expect(deliveryPriceCents(express, 1_000_000)).toBe(1_495);
    expect(amountToFreeCents(express, 0)).toBeNull();
  });

  it('counts the subtotal after discounts toward the free threshold', () => {
    const totals = orderTotalsCents({ subtotalCents: 10_500, discountCents: 1_000, shippingCents: 0 });
    const goods = totals.subtotalCents - totals.discountCents;
    expect(goods).toBe(9_500);
    expect(deliveryPriceCents(standard, goods)).toBe(595);
    expect(amountToFreeCents(standard, goods)).toBe(500);
  });
});

describe('order totals with delivery', () => {
  it('taxes the goods after discount, never the delivery', () => {
    expect(orderTotalsCents({ subtotalCents: 10_000, discountCents: 0, shippingCents: 1_495 })).toEqual({
      subtotalCents: 10_000,
      discountCents: 0,
      shippingCents: 1_495,
      taxCents: 500,
      totalCents: 11_995,
    });
    expect(orderTotalsCents({ subtotalCents: 10_000, discountCents: 2_000, shippingCents: 595 }).taxCents).toBe(400);
  });

  it('rounds the tax half a cent up, as the cart does', () => {
    expect(orderTotalsCents({ subtotalCents: 190, discountCents: 0, shippingCents: 595 })).toMatchObject({
      taxCents: 10,
      totalCents: 795,
    });
  });

  it('never lets a discount take the goods below nothing', () => {
    expect(orderTotalsCents({ subtotalCents: 1_000, discountCents: 5_000, shippingCents: 500 })).toMatchObject({
      discountCents: 1_000,
      taxCents: 0,
      totalCents: 500,
    });
  });

  it('matches the cart figures when there is no delivery and no discount', () => {
    const lines = [
      { priceCents: 4_500, quantity: 2 },
      { priceCents: 1_250, quantity: 1 },
    ];
    const cart = totalsCents(lines);
    const order = orderTotalsCents({ subtotalCents: cart.subtotalCents, discountCents: 0, shippingCents: 0 });
    expect(order.totalCents).toBe(cart.totalCents);
  });

  it('always adds up to subtotal − discount + shipping + tax, to the cent, over random carts', () => {
    const line = fc.record({
      priceCents: fc.integer({ min: 1, max: 10_000_000 - 1 }),
      quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
    });
    const rate = fc.record({
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      freeFromCents: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.nat(200_000), rate, (lines, discount, method) => {
        const subtotalCents = totalsCents(lines).subtotalCents;
        const discountCents = Math.min(discount, subtotalCents);
        const shippingCents = deliveryPriceCents(method, subtotalCents - discountCents);
        const totals = orderTotalsCents({ subtotalCents, discountCents, shippingCents });
        expect(Number.isInteger(totals.totalCents)).toBe(true);
        expect(totals.totalCents).toBe(subtotalCents - discountCents + shippingCents + totals.taxCents);
        expect(totals.taxCents).toBe(totalsCents([{ priceCents: subtotalCents - discountCents, quantity: 1 }]).taxCents);
      }),
    );
  });
});

describe('a subtotal sent as dollars', () => {
  it('reads whole dollars and up to two decimals to the exact cent', () => {
    expect(parseDollarsToCents('120')).toBe(12_000);
    expect(parseDollarsToCents('120.00')).toBe(12_000);
    expect(parseDollarsToCents('0.1')).toBe(10);
    expect(parseDollarsToCents('19.99')).toBe(1_999);
    expect(parseDollarsToCents('1.005')).toBeNull();
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-1', '1e3', 'abc', '12.', '.5', ' 12', '0x10', 'Infinity']) {
      expect(parseDollarsToCents(bad)).toBeNull();
    }
  });
});

describe('delivery dates', () => {
  it('skips weekends when counting working days', () => {
    // Friday 27 November 2026 + 1 working day is Monday 30 November.
    expect(addWorkingDays(new Date('2026-11-27T10:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(addWorkingDays(new Date('2026-11-27T10:00:00Z'), 5).toISOString().slice(0, 10)).toBe('2026-12-04');
  });

  it('words the window and the expected dates', () => {
    expect(deliveryWindowText(3, 5)).toBe('3–5 working days');
    expect(deliveryWindowText(1, 1)).toBe('1 working day');
    expect(expectedDeliveryText(new Date('2026-11-27T10:00:00Z'), 1, 2)).toBe('Expected Nov 30 – Dec 1');
  });
});
