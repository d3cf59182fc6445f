import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './constants.ts';
import { discountedRefundCents } from './discounts.ts';
import { totalsCents } from './money.ts';
import { providerRefundTaxLinesCents, refundAmountCents, refundTaxLinesCents } from './refunds.ts';
import { taxedTotalsCents, taxLinesCents } from './tax.ts';

const line = fc.record({
  priceCents: fc.integer({ min: 1, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
});

/** What refunding `requested` units of each line gives back after `before`, on an order without a discount. */
const refundCents = (lines: { priceCents: number; quantity: number }[], before: number[], requested: number[]) =>
  discountedRefundCents(
    lines.map((each) => ({ ...each, discountCents: 0 })),
    before,
    requested,
  );

describe('refund amounts without a discount', () => {
  it('gives back a line with its share of the 5 % tax, to the cent', () => {
    expect(refundCents([{ priceCents: 4_500, quantity: 1 }], [0], [1])).toBe(4_725);
    expect(refundCents([{ priceCents: 190, quantity: 1 }], [0], [1])).toBe(200); // 9.5 cents of tax, rounded up
  });

  it('gives back exactly what was paid when every line is refunded, one at a time in any order', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        const paid = totalsCents(lines).totalCents;
        let refunded = 0;
        const before = lines.map(() => 0);
        for (const index of lines.map((_, i) => i).reverse()) {
          const requested = lines.map((each, i) => (i === index ? each.quantity : 0));
          refunded += refundCents(lines, before, requested);
          before[index] = lines[index]?.quantity ?? 0;
        }
        expect(refunded).toBe(paid);
      }),
    );
  });

  it('gives back what was paid when the whole order is refunded at once', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        const all = lines.map((each) => each.quantity);
        expect(refundCents(lines, [], all)).toBe(totalsCents(lines).totalCents);
      }),
    );
  });
});

// Two scarves at $45.00 and a ring at $12.50, $107.63 with their tax, delivered for $14.95: $122.58 paid.
const lines = [
  { priceCents: 4_500, quantity: 2, discountCents: 0, refundedQuantity: 0 },
  { priceCents: 1_250, quantity: 1, discountCents: 0, refundedQuantity: 0 },
];
const paid = { deliveryLeftCents: 1_495, leftToRefundCents: 12_258 };

describe('what a refund pays', () => {
  it('is what the units cost with their tax, and the delivery too when it goes back', () => {
    expect(refundAmountCents({ lines, requested: [0, 1], withDelivery: false, ...paid })).toEqual({
      amountCents: 1_313,
      deliveryCents: 0,
    });
    expect(refundAmountCents({ lines, requested: [2, 1], withDelivery: true, ...paid })).toEqual({
      amountCents: 12_258,
      deliveryCents: 1_495,
    });
  });

  it('never pays more than is left of what was paid', () => {
    expect(refundAmountCents({ lines, requested: [2, 1], withDelivery: true, ...paid, leftToRefundCents: 5_000 })).toEqual({
      amountCents: 5_000,
      deliveryCents: 1_495,
    });
  });
});

describe('what a refund pays on an order of two rates', () => {
  // A dress at 20 % and two lipsticks at 5.5 %, taxed per rate: 20 % of $120.00 and 5.5 % of $59.90.
  const mixed = [
    { priceCents: 12_000, quantity: 1, discountCents: 0, refundedQuantity: 0, taxRate: 20 },
    { priceCents: 2_995, quantity: 2, discountCents: 0, refundedQuantity: 0, taxRate: 5.5 },
  ];
  const order = taxedTotalsCents({
    pricesIncludeTax: false,
    lines: mixed.map(({ taxRate, ...line }) => ({ ...line, rate: taxRate })),
    shippingCents: 0,
    shippingRate: null,
  });
  const left = { deliveryLeftCents: 0, leftToRefundCents: order.totalCents };

  it('gives back the lipsticks with exactly their 5.5 % tax, and the dress with its 20 %', () => {
    expect(order.taxLines).toEqual([
      { rate: 20, baseCents: 12_000, taxCents: 2_400 },
      { rate: 5.5, baseCents: 5_990, taxCents: 329 }, // 329.45
    ]);
    const lipsticks = refundAmountCents({ lines: mixed, requested: [0, 2], withDelivery: false, ...left });
    expect(lipsticks.amountCents).toBe(5_990 + 329);
    const dress = refundAmountCents({ lines: mixed, requested: [1, 0], withDelivery: false, ...left });
    expect(dress.amountCents).toBe(12_000 + 2_400);
  });

  it('gives back the price alone when it held the tax', () => {
    const lipsticks = refundAmountCents({ lines: mixed, requested: [0, 1], withDelivery: false, taxIncluded: true, ...left });
    expect(lipsticks.amountCents).toBe(2_995);
  });
});

describe('the tax a refund gives back, per rate', () => {
  const included = { pricesIncludeTax: true };
  const dress = { priceCents: 12_000, quantity: 1, discountCents: 0, taxRate: 20 };
  const lipstick = { priceCents: 3_000, quantity: 1, discountCents: 0, taxRate: 5.5 };
  const noDelivery = { rate: 20, beforeCents: 0, cents: 0 };

  it("refunding one line of a mixed-rate order returns that line's tax exactly", () => {
    const order = taxLinesCents(
      [
        { amountCents: 12_000, rate: 20 },
        { amountCents: 3_000, rate: 5.5 },
      ],
      included,
    );
    const refunded = refundTaxLinesCents([dress, lipstick], [0, 0], [0, 1], noDelivery, included);

    expect(refunded).toEqual([{ rate: 5.5, baseCents: 2_844, taxCents: 156 }]);
    expect(refunded).toEqual(order.filter((line) => line.rate === 5.5));
  });

  it('gives back, over any refunds of every unit and the delivery, exactly the tax lines the order paid', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            priceCents: fc.integer({ min: 200, max: 50_000 }),
            quantity: fc.integer({ min: 1, max: 5 }),
            discountCents: fc.integer({ min: 0, max: 100 }),
            taxRate: fc.constantFrom(0, 5.5, 7.7, 20),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_000 }),
        (lines, pricesIncludeTax, deliveryCents) => {
          const mode = { pricesIncludeTax };
          const paid = taxedTotalsCents({
            ...mode,
            lines: lines.map((l) => ({ ...l, rate: l.taxRate })),
            shippingCents: deliveryCents,
            shippingRate: 20,
          }).taxLines;
          // One unit of each line at a time, the delivery with the last.
          const refunded = lines.map(() => 0);
          const sums = new Map<number, { baseCents: number; taxCents: number }>();
          const units = lines.flatMap((l, index) => Array.from({ length: l.quantity }, () => index));
          units.forEach((index, step) => {
            const requested = lines.map((_, i) => (i === index ? 1 : 0));
            const last = step === units.length - 1;
            const delivery = { rate: 20, beforeCents: 0, cents: last ? deliveryCents : 0 };
            for (const taxLine of refundTaxLinesCents(lines, refunded, requested, delivery, mode)) {
              const sum = sums.get(taxLine.rate) ?? { baseCents: 0, taxCents: 0 };
              sums.set(taxLine.rate, { baseCents: sum.baseCents + taxLine.baseCents, taxCents: sum.taxCents + taxLine.taxCents });
            }
            refunded[index] = (refunded[index] ?? 0) + 1;
          });
          for (const line of paid) {
            expect(sums.get(line.rate) ?? { baseCents: 0, taxCents: 0 }).toEqual({
              baseCents: line.baseCents,
              taxCents: line.taxCents,
            });
          }
        },
      ),
    );
  });
});

describe('the tax a refund made at the provider gives back, per rate', () => {
  // 120.00 at 20 % with 6.00 delivery holds 21.00; 30.00 at 5.5 % holds 1.56: 156.00 paid, tax included.
  const order = [
    { rate: 20, baseCents: 10_500, taxCents: 2_100 },
    { rate: 5.5, baseCents: 2_844, taxCents: 156 },
  ];

  it('spreads a part over the rates by what each has left, the tax the share each part holds', () => {
    expect(providerRefundTaxLinesCents(order, [], 7_800, 15_600)).toEqual([
      { rate: 20, baseCents: 5_250, taxCents: 1_050 },
      { rate: 5.5, baseCents: 1_422, taxCents: 78 },
    ]);
  });

  it('gives back exactly what is left of each rate with the rest of the order, after an earlier refund', () => {
    const earlier = providerRefundTaxLinesCents(order, [], 1_001, 15_600);
    expect(earlier.reduce((sum, line) => sum + line.baseCents + line.taxCents, 0)).toBe(1_001);
    const rest = providerRefundTaxLinesCents(order, [earlier], 15_600 - 1_001, 15_600 - 1_001);
    for (const line of order) {
      const refunded = [...earlier, ...rest].filter((part) => part.rate === line.rate);
      expect(refunded.reduce((sum, part) => sum + part.taxCents, 0)).toBe(line.taxCents);
      expect(refunded.reduce((sum, part) => sum + part.baseCents, 0)).toBe(line.baseCents);
    }
  });

  it('leaves untaxed delivery out of the rates', () => {
    // 100.00 at 20 % tax added (120.00) and 10.00 delivery without tax: half of 130.00 gives back 10.00 of tax.
    expect(providerRefundTaxLinesCents([{ rate: 20, baseCents: 10_000, taxCents: 2_000 }], [], 6_500, 13_000)).toEqual([
      { rate: 20, baseCents: 5_000, taxCents: 1_000 },
    ]);
  });
});
