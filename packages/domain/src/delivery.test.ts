import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  amountToFreeCents,
  deliveryPriceCents,
  deliveryWindowText,
  expectedDeliveryText,
  parseDollarsToCents,
} from './delivery.ts';

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
    const goods = 10_500 - 1_000;
    expect(deliveryPriceCents(standard, goods)).toBe(595);
    expect(amountToFreeCents(standard, goods)).toBe(500);
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
