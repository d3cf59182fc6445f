import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInEveryLanguage, pathInLanguage, pathWithoutLanguage } from './languagePaths.ts';

describe('language paths', () => {
  it('reads French from the /fr prefix only', () => {
    expect(languageOfPath('/fr')).toBe('fr');
    expect(languageOfPath('/fr/shop/42')).toBe('fr');
    expect(languageOfPath('/shop')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/french-linen')).toBe('en');
    expect(languageOfPath('/en/shop')).toBe('en');
  });

  it('moves a page between languages keeping its path and query', () => {
    expect(pathInLanguage('/shop/42?size=M', 'fr')).toBe('/fr/shop/42?size=M');
    expect(pathInLanguage('/fr/shop/42?size=M', 'en')).toBe('/shop/42?size=M');
    expect(pathInLanguage('/', 'fr')).toBe('/fr');
    expect(pathInLanguage('/fr', 'en')).toBe('/');
    expect(pathInLanguage('/?cart=abc', 'fr')).toBe('/fr?cart=abc');
    expect(pathInLanguage('/fr?cart=abc', 'en')).toBe('/?cart=abc');
    expect(pathInLanguage('/fr/search?q=robe', 'fr')).toBe('/fr/search?q=robe');
    expect(pathWithoutLanguage('/fr/cart')).toBe('/cart');
  });

  it('lists a page in every language, English first', () => {
    expect(pathInEveryLanguage('/fr/pages/faq')).toEqual([
      { language: 'en', path: '/pages/faq' },
      { language: 'fr', path: '/fr/pages/faq' },
    ]);
  });
});
