import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, MAX_LINE_QUANTITY } from './constants.ts';
import {
  bestDiscount,
  type DiscountTerms,
  discountCents,
  discountedRefundCents,
  discountedTotalsCents,
  lineTotalCents,
  type PaidLineCents,
  spreadCents,
} from './discounts.ts';
import { taxCents, totalsCents } from './money.ts';

const line = fc.record({
  priceCents: fc.integer({ min: 1, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
  category: fc.constantFrom(...CATEGORIES),
});
const cart = fc.array(line, { minLength: 1, maxLength: 10 });
const terms: fc.Arbitrary<DiscountTerms> = fc.oneof(
  fc.record({
    kind: fc.constant('percentage' as const),
    value: fc.integer({ min: 1, max: 90 }),
    categories: fc.subarray([...CATEGORIES]),
  }),
  fc.record({
    kind: fc.constant('fixed' as const),
    value: fc.integer({ min: 1, max: 2_000_000 }),
    categories: fc.subarray([...CATEGORIES]),
  }),
);

const percent = (value: number, categories: DiscountTerms['categories'] = []): DiscountTerms => ({
  kind: 'percentage',
  value,
  categories,
});

describe('a discount over the lines of a cart', () => {
  it('takes 10 % off, spread in proportion to the lines, the odd cent to the largest line', () => {
    const lines = [
      { priceCents: 3_333, quantity: 1, category: 'dress' as const },
      { priceCents: 1_111, quantity: 2, category: 'jewellery' as const },
    ];
    // 10 % of $55.55 is $5.555, rounded half up to $5.56: shares of 333.6 and 222.4 cents round down to 333 + 222.
    expect(discountCents(percent(10), lines).lineDiscountsCents).toEqual([334, 222]);
  });

  it('only discounts the lines of the promotion’s categories', () => {
    const lines = [
      { priceCents: 10_000, quantity: 1, category: 'dress' as const },
      { priceCents: 5_000, quantity: 1, category: 'jewellery' as const },
    ];
    const result = discountCents(percent(20, ['jewellery']), lines);
    expect(result.lineDiscountsCents).toEqual([0, 1_000]);
    expect(result.totalDiscountCents).toBe(1_000);
  });

  it('never takes a fixed amount beyond what the covered lines cost', () => {
    const lines = [{ priceCents: 700, quantity: 1, category: 'cosmetics' as const }];
    expect(discountCents({ kind: 'fixed', value: 1_000, categories: [] }, lines).totalDiscountCents).toBe(700);
  });

  it('takes a free delivery off the delivery only', () => {
    const lines = [{ priceCents: 700, quantity: 1, category: 'cosmetics' as const }];
    const result = discountCents({ kind: 'free_shipping', value: 0, categories: [] }, lines, 495);
    expect(result).toEqual({
      lineDiscountsCents: [0],
      linesDiscountCents: 0,
      shippingDiscountCents: 495,
      totalDiscountCents: 495,
    });
  });

  it('gives left-over cents to the next line when the largest cannot take them', () => {
    expect(spreadCents(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(spreadCents(3, [1, 1, 1])).toEqual([1, 1, 1]);
  });

  it('taxes 5 % of the subtotal after the discount, to the cent', () => {
    const lines = [{ priceCents: 4_500, quantity: 2, category: 'dress' as const }];
    const { lineDiscountsCents } = discountCents(percent(10), lines);
    expect(discountedTotalsCents(lines, lineDiscountsCents)).toEqual({
      subtotalCents: 9_000,
      discountCents: 900,
      taxCents: 405,
      totalCents: 8_505,
    });
  });

  it('for any cart: the lines add up to the discount exactly, and none goes below nothing', () => {
    fc.assert(
      fc.property(cart, terms, (lines, promotion) => {
        const result = discountCents(promotion, lines);
        const sum = result.lineDiscountsCents.reduce((a, b) => a + b, 0);
        expect(sum).toBe(result.totalDiscountCents);
        result.lineDiscountsCents.forEach((cents, index) => {
          const each = lines[index];
          if (!each) throw new Error('line missing');
          expect(cents).toBeGreaterThanOrEqual(0);
          expect(cents).toBeLessThanOrEqual(lineTotalCents(each));
          if (promotion.categories.length > 0 && !promotion.categories.includes(each.category)) expect(cents).toBe(0);
        });
      }),
      { numRuns: 2_000 },
    );
  });

  it('for any cart: the tax is 5 % of the discounted subtotal and the total what is left plus tax', () => {
    fc.assert(
      fc.property(cart, terms, (lines, promotion) => {
        const { lineDiscountsCents, totalDiscountCents } = discountCents(promotion, lines);
        const totals = discountedTotalsCents(lines, lineDiscountsCents);
        const after = totals.subtotalCents - totalDiscountCents;
        expect(totals.taxCents).toBe(taxCents(after, 0.05));
        expect(totals.totalCents).toBe(after + totals.taxCents);
      }),
    );
  });
});

describe('which discount applies', () => {
  it('takes the one that gives the most off, one per order', () => {
    const chosen = bestDiscount([
      { promotion: 'WELCOME10', entered: true, amountOffCents: 500 },
      { promotion: 'jewellery', entered: false, amountOffCents: 800 },
    ]);
    expect(chosen?.promotion).toBe('jewellery');
  });

  it('keeps the entered code when it gives more', () => {
    const chosen = bestDiscount([
      { promotion: 'jewellery', entered: false, amountOffCents: 300 },
      { promotion: 'WELCOME10', entered: true, amountOffCents: 500 },
    ]);
    expect(chosen?.promotion).toBe('WELCOME10');
  });

  it('on a tie spends no code: the automatic promotion applies', () => {
    const chosen = bestDiscount([
      { promotion: 'WELCOME10', entered: true, amountOffCents: 500 },
      { promotion: 'jewellery', entered: false, amountOffCents: 500 },
    ]);
    expect(chosen?.promotion).toBe('jewellery');
  });

  it('chooses no automatic promotion that takes nothing off', () => {
    expect(bestDiscount([{ promotion: 'jewellery', entered: false, amountOffCents: 0 }])).toBeUndefined();
  });
});

/** Random orders with their discount spread, and a random sequence of partial refunds of them. */
const discountedOrder = fc
  .tuple(cart, terms)
  .map(([lines, promotion]): PaidLineCents[] => {
    const { lineDiscountsCents } = discountCents(promotion, lines);
    return lines.map((each, index) => ({ ...each, discountCents: lineDiscountsCents[index] ?? 0 }));
  })
  .chain((lines) =>
    fc.tuple(
      fc.constant(lines),
      fc.array(fc.tuple(fc.nat({ max: lines.length - 1 }), fc.integer({ min: 1, max: MAX_LINE_QUANTITY })), {
        maxLength: 30,
      }),
    ),
  );

describe('refunds of a discounted order', () => {
  it('gives back a line’s price less its share of the discount, plus its tax', () => {
    const lines: PaidLineCents[] = [
      { priceCents: 4_500, quantity: 1, discountCents: 450 },
      { priceCents: 1_000, quantity: 1, discountCents: 100 },
    ];
    // $45.00 less $4.50 is $40.50; 5 % tax $2.025 rounds to $2.03.
    expect(discountedRefundCents(lines, [0, 0], [1, 0])).toBe(4_253);
  });

  it('gives back all an order without a discount cost: its lines and their 5 % tax', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const paid = lines.map((each) => ({ ...each, discountCents: 0 }));
        const all = lines.map((each) => each.quantity);
        expect(discountedRefundCents(paid, [], all)).toBe(totalsCents(lines).totalCents);
      }),
    );
  });

  it('for any sequence of partial refunds: they add up to what was paid, never more', () => {
    fc.assert(
      fc.property(discountedOrder, ([lines, steps]) => {
        const paid = discountedTotalsCents(
          lines,
          lines.map((each) => each.discountCents),
        ).totalCents;
        const refunded = lines.map(() => 0);
        let given = 0;
        for (const [index, wanted] of steps) {
          const each = lines[index];
          if (!each) throw new Error('line missing');
          const units = Math.min(wanted, each.quantity - (refunded[index] ?? 0));
          if (units === 0) continue;
          const requested = lines.map((_, i) => (i === index ? units : 0));
          const amount = discountedRefundCents(lines, refunded, requested);
          expect(amount).toBeGreaterThanOrEqual(0);
          given += amount;
          refunded[index] = (refunded[index] ?? 0) + units;
          expect(given).toBeLessThanOrEqual(paid);
        }
        // Then whatever is left, at once.
        const rest = lines.map((each, index) => each.quantity - (refunded[index] ?? 0));
        given += discountedRefundCents(lines, refunded, rest);
        expect(given).toBe(paid);
      }),
      { numRuns: 1_000 },
    );
  });

  it('charges an order without a discount the totals it charges today', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        expect(
          discountedTotalsCents(
            lines,
            lines.map(() => 0),
          ).totalCents,
        ).toBe(totalsCents(lines).totalCents);
      }),
    );
  });
});
