import { describe, expect, it } from 'vitest';
import { countryList, countryName, DEFAULT_SHIP_TO_COUNTRIES, isCountryCode } from './countries.ts';

describe('countries', () => {
  it('names a country in English, and shows a code it cannot name as it is', () => {
    expect(countryName('FR')).toBe('France');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('not a code')).toBe('not a code');
  });

  it('names several countries as a sentence does', () => {
    expect(countryList(['US'])).toBe('United States');
    expect(countryList(['US', 'CA', 'MX'])).toBe('United States, Canada, and Mexico');
  });

  it('takes only two capital letters as a country code, as every default is', () => {
    expect(DEFAULT_SHIP_TO_COUNTRIES.every(isCountryCode)).toBe(true);
    for (const bad of ['fr', 'FRA', 'F1', '']) expect(isCountryCode(bad)).toBe(false);
  });
});
