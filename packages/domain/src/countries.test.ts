import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryFlag, countryList, countryName, DEFAULT_SHIP_TO_COUNTRIES, isCountryCode } from './countries.ts';

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

  it('offers every country once, each with a name of its own, and no region that is not a country', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.filter((code) => countryName(code) === code)).toEqual([]);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining([...DEFAULT_SHIP_TO_COUNTRIES]));
    for (const region of ['EU', 'ZZ', 'UN', 'UK']) expect(COUNTRY_CODES).not.toContain(region);
  });

  it('draws a flag from the code’s two regional indicator letters', () => {
    expect(countryFlag('FR')).toBe('\u{1F1EB}\u{1F1F7}');
    expect(countryFlag('fr')).toBe('');
  });
});
