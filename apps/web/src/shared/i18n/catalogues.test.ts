import { LANGUAGES } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { i18nOf } from './everyCatalogue';
import { messages as english } from './messages/en';
import { messages as frenchSource } from './messages/fr';

describe('the message catalogues', () => {
  it.each(LANGUAGES)('%s has every id of the English catalogue, compiled', (language) => {
    const i18n = i18nOf[language];
    for (const id of Object.keys(english)) expect(i18n.messages[id], `${language} ${id}`).toBeDefined();
    expect(Object.keys(i18n.messages).sort()).toEqual(Object.keys(english).sort());
  });
});

describe('the French catalogue', () => {
  const french: Record<string, string> = frenchSource;

  it('follows French typography: a no-break space before : ; ! ?, never a plain one, and no straight quotes', () => {
    for (const [id, text] of Object.entries(french)) {
      expect(text, id).not.toMatch(/ [:;!?]/);
      expect(text, id).not.toMatch(/\S[;!?]/);
      expect(text, id).not.toContain('"');
    }
  });

  it('writes plurals as ICU MessageFormat: one article, two articles', () => {
    expect(i18nOf.fr._('nav.cart', { count: 1 })).toBe('Panier, 1 article');
    expect(i18nOf.fr._('nav.cart', { count: 2 })).toBe('Panier, 2 articles');
    expect(i18nOf.en._('nav.cart', { count: 2 })).toBe('Cart, 2 items');
  });
});
