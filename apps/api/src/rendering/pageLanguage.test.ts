import { describe, expect, it } from 'vitest';
import { htmlInLanguage, languageAlternates } from './pageLanguage.ts';

describe('a page’s language', () => {
  it('names the page in English, French and x-default, whichever language it is in', () => {
    const expected = [
      '<link rel="alternate" hreflang="en" href="https://shop.test/shop/42">',
      '<link rel="alternate" hreflang="fr" href="https://shop.test/fr/shop/42">',
      '<link rel="alternate" hreflang="x-default" href="https://shop.test/shop/42">',
    ];
    expect(languageAlternates('/shop/42', 'https://shop.test')).toEqual(expected);
    expect(languageAlternates('/fr/shop/42', 'https://shop.test')).toEqual(expected);
    expect(languageAlternates('/fr', 'https://shop.test')[2]).toContain('href="https://shop.test/"');
  });

  it('writes the language on the html element', () => {
    expect(htmlInLanguage('<!doctype html>\n<html lang="en">\n<head>', 'fr')).toBe('<!doctype html>\n<html lang="fr">\n<head>');
  });
});
