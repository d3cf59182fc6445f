import { CATALOGUE_AREAS, type CatalogueArea, LANGUAGES } from '@atelier/domain';
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogueFile, everyCatalogueFile } from './catalogueFiles';
import { i18nOf } from './everyCatalogue';

type Source = { messages: Record<string, string> };
const sources = import.meta.glob<Source>(['./messages/*.ts', './messages/*/*.ts'], { eager: true });
const compiled = import.meta.glob<{ messages: Messages }>(['./messages/*.ts', './messages/*/*.ts'], {
  query: '?lingui',
  eager: true,
});

const AREAS: (CatalogueArea | undefined)[] = [undefined, ...CATALOGUE_AREAS];
const idsOf = (file: string) => Object.keys(sources[file]?.messages ?? {}).sort();

describe('the message catalogues', () => {
  it('are a core catalogue and one per area for each language, and no other file', () => {
    expect(Object.keys(sources).sort()).toEqual(LANGUAGES.flatMap(everyCatalogueFile).sort());
  });

  it.each(LANGUAGES.flatMap((language) => AREAS.map((area) => [language, area ?? 'core', area] as const)))(
    '%s has every id of the English %s catalogue, compiled',
    (language, _name, area) => {
      const english = idsOf(catalogueFile('en', area));
      expect(english.length).toBeGreaterThan(0);
      expect(Object.keys(compiled[catalogueFile(language, area)]?.messages ?? {}).sort()).toEqual(english);
    },
  );

  it('give each id to one area only, so merging them loses none', () => {
    const ids = AREAS.flatMap((area) => idsOf(catalogueFile('en', area)));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(Object.keys(i18nOf.fr.messages)).toHaveLength(ids.length);
  });
});

describe('the French catalogues', () => {
  const french = AREAS.flatMap((area) => Object.entries(sources[catalogueFile('fr', area)]?.messages ?? {}));

  it('follow French typography: a no-break space before : ; ! ?, never a plain one, and no straight quotes', () => {
    expect(french.length).toBeGreaterThan(100);
    for (const [id, text] of french) {
      expect(text, id).not.toMatch(/ [:;!?]/);
      expect(text, id).not.toMatch(/\S[;!?]/);
      expect(text, id).not.toContain('"');
    }
  });

  it('write plurals as ICU MessageFormat: one article, two articles', () => {
    expect(i18nOf.fr._('nav.cart', { count: 1 })).toBe('Panier, 1 article');
    expect(i18nOf.fr._('nav.cart', { count: 2 })).toBe('Panier, 2 articles');
    expect(i18nOf.en._('nav.cart', { count: 2 })).toBe('Cart, 2 items');
  });
});
