import { describe, expect, it } from 'vitest';
import { currencyDecimals, currencySymbol, formatMoney } from './moneyFormat.ts';

// fr-FR groups thousands with a narrow no-break space and puts a no-break space before the euro sign.
const frenchSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatMoney', () => {
  it('shows dollars as the spec does: a $ prefix, thousands grouped, two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(12)).toBe('$12.00');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('shows euros in French the French way', () => {
    expect(frenchSpaces(formatMoney(1234.5, 'EUR', 'fr-FR'))).toBe('1 234,50 €');
  });

  it('shows pounds and euros in English with their own sign', () => {
    expect(formatMoney(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(20, 'EUR')).toBe('€20.00');
  });

  it('shows yen without decimals, rounded to the yen', () => {
    expect(formatMoney(1234.5, 'JPY')).toBe('¥1,235');
  });
});

describe('currencySymbol', () => {
  it('names each currency by the sign its prices show', () => {
    expect(currencySymbol()).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('JPY')).toBe('¥');
  });
});

describe('currencyDecimals', () => {
  it('gives the dollar and the euro two decimals and the yen none', () => {
    expect(currencyDecimals()).toBe(2);
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
  });
});
