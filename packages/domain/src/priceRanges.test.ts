import { describe, expect, it } from 'vitest';
import { PRICE_RANGES } from './constants.ts';
import { priceRangesIn } from './priceRanges.ts';

describe('the shop page price ranges', () => {
  it("are the spec's for dollars", () => {
    expect(priceRangesIn('USD')).toEqual(PRICE_RANGES);
    expect(priceRangesIn('USD').map((range) => range.label)).toEqual([
      'All',
      'Under $50',
      '$50 - $100',
      '$100 - $200',
      '$200 and above',
    ]);
  });

  it('are the same steps in euros, with the euro sign', () => {
    expect(priceRangesIn('EUR')).toEqual([
      { label: 'All', min: 0, max: undefined },
      { label: 'Under €50', min: 0, max: 50 },
      { label: '€50 - €100', min: 50, max: 100 },
      { label: '€100 - €200', min: 100, max: 200 },
      { label: '€200 and above', min: 200, max: undefined },
    ]);
  });

  it('are steps a yen price falls in, in whole yen', () => {
    expect(priceRangesIn('JPY').slice(1)).toEqual([
      { label: 'Under ¥5,000', min: 0, max: 5_000 },
      { label: '¥5,000 - ¥10,000', min: 5_000, max: 10_000 },
      { label: '¥10,000 - ¥20,000', min: 10_000, max: 20_000 },
      { label: '¥20,000 and above', min: 20_000, max: undefined },
    ]);
  });

  it('set a sign of letters apart from the figure', () => {
    expect(priceRangesIn('CHF')[1]?.label).toBe('Under CHF 50');
  });
});
