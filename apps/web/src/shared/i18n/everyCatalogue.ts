// Every language's compiled catalogue at once: the server renders pages in each language, and the tests render them.
import { LANGUAGES, type Language } from '@atelier/domain';
import type { I18n, Messages } from '@lingui/core';
import { createI18n } from './createI18n';

const catalogues = import.meta.glob<{ messages: Messages }>('./messages/*.ts', { query: '?lingui', eager: true });

/** Each language's Lingui instance, made once. */
export const i18nOf = Object.fromEntries(
  LANGUAGES.map((language) => {
    const catalogue = catalogues[`./messages/${language}.ts`];
    if (!catalogue) throw new Error(`No catalogue for ${language}`);
    return [language, createI18n(language, catalogue.messages)];
  }),
) as Record<Language, I18n>;
