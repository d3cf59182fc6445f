// Every language's compiled catalogues at once, the core one and every area's merged: the server renders pages in each
// language with all their texts, and the tests render them.
import { LANGUAGES, type Language } from '@atelier/domain';
import type { I18n, Messages } from '@lingui/core';
import { everyCatalogueFile } from './catalogueFiles';
import { createI18n } from './createI18n';

const catalogues = import.meta.glob<{ messages: Messages }>(['./messages/*.ts', './messages/*/*.ts'], {
  query: '?lingui',
  eager: true,
});

function messagesOf(language: Language): Messages {
  const messages = everyCatalogueFile(language).map((file) => {
    const catalogue = catalogues[file];
    if (!catalogue) throw new Error(`No catalogue ${file}`);
    return catalogue.messages;
  });
  return Object.assign({}, ...messages);
}

/** Each language's Lingui instance, made once. */
export const i18nOf = Object.fromEntries(
  LANGUAGES.map((language) => [language, createI18n(language, messagesOf(language))]),
) as Record<Language, I18n>;
