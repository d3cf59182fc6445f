import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from './constants.ts';
import { currencyExponent, toMajorUnits, toMinorUnits } from './currencies.ts';
import { discountCents, discountedTotalsCents } from './discounts.ts';
import { destinationPriceCents, rateFor, taxedTotalsCents, taxLinesCents, taxOnNetCents, taxWithinGrossCents } from './tax.ts';

const excluding = { pricesIncludeTax: false };
const including = { pricesIncludeTax: true };
const FR_HOME_RATE = 20;
const dress = (priceCents: number, rate: number) => ({ priceCents, quantity: 1, discountCents: 0, rate });

describe('tax at a rate, half up to the minor unit', () => {
  it('adds tax to a net amount', () => {
    expect(taxOnNetCents(190, 5)).toBe(10); // 9.5 cents
    expect(taxOnNetCents(189, 5)).toBe(9); // 9.45 cents
    expect(taxOnNetCents(1_000, 7.7)).toBe(77);
    expect(taxOnNetCents(1_000, 5.555)).toBe(56); // 55.55
  });

  it('finds the VAT a price holds', () => {
    expect(taxWithinGrossCents(12_000, 19)).toBe(1_916); // 1915.97
    expect(taxWithinGrossCents(12_000, 20)).toBe(2_000);
    expect(taxWithinGrossCents(595, 19)).toBe(95);
    expect(taxWithinGrossCents(12_000, 0)).toBe(0);
  });

  it('takes a category override before the zone rate', () => {
    const uk = { taxRate: 20, categoryTaxRates: { dress: 0 } };
    expect(rateFor(uk, 'dress')).toBe(0);
    expect(rateFor(uk, 'jewellery')).toBe(20);
    expect(rateFor(null, 'dress')).toBe(0);
  });
});

describe('the spec’s shop: 5 % added to the goods', () => {
  const line = fc.record({
    priceCents: fc.integer({ min: 1, max: 100_000 }),
    quantity: fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
    category: fc.constantFrom('dress' as const, 'jewellery' as const),
  });

  it('charges to the cent what it charged with one flat rate, discounted or not', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 90 }), (lines, percent) => {
        const off = discountCents({ kind: 'percentage', value: percent, categories: ['dress'] }, lines);
        const flat = discountedTotalsCents(lines, off.lineDiscountsCents);
        const taxed = taxedTotalsCents({
          ...excluding,
          lines: lines.map((each, index) => ({ ...each, discountCents: off.lineDiscountsCents[index] ?? 0, rate: 5 })),
          shippingCents: 0,
          shippingRate: null,
        });
        expect(taxed.taxCents).toBe(flat.taxCents);
        expect(taxed.totalCents).toBe(flat.totalCents);
      }),
    );
  });

  it('shows one tax line at 5 %, delivery left untaxed', () => {
    const taxed = taxedTotalsCents({ ...excluding, lines: [dress(10_250, 5)], shippingCents: 500, shippingRate: null });
    expect(taxed.taxLines).toEqual([{ rate: 5, baseCents: 10_250, taxCents: 513 }]);
    expect(taxed.totalCents).toBe(10_250 + 500 + 513);
    expect(taxed.taxIncluded).toBe(false);
  });
});

describe('a Paris shop, prices including 20 % VAT: a €120 dress', () => {
  it('holds €19.16 of VAT shipped to Germany at 19 %, and costs €120.00', () => {
    const taxed = taxedTotalsCents({ ...including, lines: [dress(12_000, 19)], shippingCents: 0, shippingRate: 19 });
    expect(taxed.taxLines).toEqual([{ rate: 19, baseCents: 10_084, taxCents: 1_916 }]);
    expect(taxed.totalCents).toBe(12_000);
    expect(taxed.taxIncluded).toBe(true);
  });

  it('holds €20.00 shipped within France', () => {
    const taxed = taxedTotalsCents({ ...including, lines: [dress(12_000, 20)], shippingCents: 0, shippingRate: 20 });
    expect(taxed.taxLines).toEqual([{ rate: 20, baseCents: 10_000, taxCents: 2_000 }]);
  });

  it('costs €100.00 exported to the US, where no VAT applies', () => {
    const price = destinationPriceCents(12_000, including, 0, FR_HOME_RATE);
    expect(price).toBe(10_000);
    const taxed = taxedTotalsCents({ ...including, lines: [dress(price, 0)], shippingCents: 0, shippingRate: 0 });
    expect(taxed.taxLines).toEqual([{ rate: 0, baseCents: 10_000, taxCents: 0 }]);
    expect(taxed.totalCents).toBe(10_000);
  });

  it('keeps its price where another positive rate applies, and excluding tax everywhere', () => {
    expect(destinationPriceCents(12_000, including, 19, FR_HOME_RATE)).toBe(12_000);
    expect(destinationPriceCents(12_000, excluding, 0, FR_HOME_RATE)).toBe(12_000);
  });

  it('taxes delivery at the zone rate, in the same line as the goods of that rate', () => {
    const taxed = taxedTotalsCents({ ...including, lines: [dress(12_000, 19)], shippingCents: 595, shippingRate: 19 });
    // (120.00 + 5.95) × 19 / 119 = 20.1096…
    expect(taxed.taxLines).toEqual([{ rate: 19, baseCents: 10_584, taxCents: 2_011 }]);
    expect(taxed.totalCents).toBe(12_595);
  });

  it('spreads a 10 % code over a dress at 20 % and a lipstick at 5.5 %', () => {
    const lines = [
      { priceCents: 12_000, quantity: 1, category: 'dress' as const },
      { priceCents: 3_000, quantity: 1, category: 'cosmetics' as const },
    ];
    const off = discountCents({ kind: 'percentage', value: 10, categories: [] }, lines);
    expect(off.lineDiscountsCents).toEqual([1_200, 300]);
    const france = { taxRate: 20, categoryTaxRates: { cosmetics: 5.5 } };
    const taxed = taxedTotalsCents({
      ...including,
      lines: lines.map((each, index) => ({
        ...each,
        discountCents: off.lineDiscountsCents[index] ?? 0,
        rate: rateFor(france, each.category),
      })),
      shippingCents: 500,
      shippingRate: france.taxRate,
    });
    expect(taxed.taxLines).toEqual([
      { rate: 20, baseCents: 9_417, taxCents: 1_883 }, // 108.00 + 5.00 delivery
      { rate: 5.5, baseCents: 2_559, taxCents: 141 }, // 27.00
    ]);
    expect(taxed.taxCents).toBe(2_024);
    expect(taxed.totalCents).toBe(14_000);
  });
});

describe('a yen shop', () => {
  it('has no decimals: a yen is the minor unit', () => {
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('USD')).toBe(2);
    expect(toMinorUnits(1_235, 'JPY')).toBe(1_235);
    expect(toMajorUnits(1_235, 'JPY')).toBe(1_235);
    expect(toMajorUnits(1_235, 'EUR')).toBe(12.35);
  });

  it('rounds tax to the whole yen', () => {
    expect(taxLinesCents([{ amountCents: 1_235, rate: 8 }], excluding)).toEqual([
      { rate: 8, baseCents: 1_235, taxCents: 99 }, // 98.8
    ]);
    expect(taxLinesCents([{ amountCents: 1_235, rate: 10 }], including)).toEqual([
      { rate: 10, baseCents: 1_123, taxCents: 112 }, // 112.27
    ]);
  });
});
