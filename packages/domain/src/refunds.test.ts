import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './constants.ts';
import { totalsCents } from './money.ts';
import { refundCents } from './refunds.ts';

const line = fc.record({
  priceCents: fc.integer({ min: 1, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
});

describe('refund amounts', () => {
  it('gives back a line with its share of the 5 % tax, to the cent', () => {
    expect(refundCents([], [{ priceCents: 4_500, quantity: 1 }])).toBe(4_725);
    expect(refundCents([], [{ priceCents: 190, quantity: 1 }])).toBe(200); // 9.5 cents of tax, rounded up
  });

  it('gives back exactly what was paid when every line is refunded, one at a time in any order', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        const paid = totalsCents(lines).totalCents;
        let refunded = 0;
        const before: typeof lines = [];
        for (const each of [...lines].reverse()) {
          refunded += refundCents(before, [each]);
          before.push(each);
        }
        expect(refunded).toBe(paid);
      }),
    );
  });

  it('gives back what was paid when the whole order is refunded at once', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        expect(refundCents([], lines)).toBe(totalsCents(lines).totalCents);
      }),
    );
  });
});
