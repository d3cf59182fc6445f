import { describe, expect, it } from 'vitest';
import { shopMoneyIn } from './currencies.ts';

describe("the shop's money", () => {
  it('reads and shows dollars as cents, as the spec does', () => {
    const dollars = shopMoneyIn('USD');
    expect(dollars.toMinor(12.5)).toBe(1_250);
    expect(dollars.toMinor(120.1)).toBe(12_010);
    expect(dollars.toMajor(1_250)).toBe(12.5);
    expect(dollars.format(123_450)).toBe('$1,234.50');
    expect(dollars.text(1_250)).toBe('12.50');
  });

  it('reads and shows yen as they are kept: no decimals', () => {
    const yen = shopMoneyIn('JPY');
    expect(yen.toMinor(1_235)).toBe(1_235);
    expect(yen.toMajor(1_235)).toBe(1_235);
    expect(yen.format(1_235)).toBe('¥1,235');
    expect(yen.text(1_235)).toBe('1235');
  });
});
