import { describe, expect, it } from 'vitest';
import { untranslatedText } from './UntranslatedNote';

describe('the count of products left to translate', () => {
  it('says how many products have no French description, one or none', () => {
    expect(untranslatedText(12, 'fr')).toBe('12 products without a French description');
    expect(untranslatedText(1, 'fr')).toBe('1 product without a French description');
    expect(untranslatedText(0, 'fr')).toBe('Every product has a French description.');
  });
});
