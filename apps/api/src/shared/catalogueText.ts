// Words in a reader's language from one catalogue per language: Lingui's runtime (decision 606), its ICU messages
// (plurals, selects) compiled on the server the first time they are used. Mails, documents, refusals and the pages the
// API draws each keep their own catalogues and read them through this.
import { LANGUAGE_LOCALES, LANGUAGES, type Language } from '@atelier/domain';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export type CatalogueText<Id extends string> = (id: Id, values?: Record<string, string | number>) => string;

/** What a text needs to speak its reader's language: the language, its locale (dates, money) and its words. */
export interface Speaking<Id extends string> {
  language: Language;
  locale: string;
  t: CatalogueText<Id>;
}

/** `language` reading `catalogue`. */
export function speakingIn<Id extends string>(language: Language, catalogue: Record<Id, string>): Speaking<Id> {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale: LANGUAGE_LOCALES[language], messages: catalogue });
  return { language, locale: LANGUAGE_LOCALES[language], t: (id, values) => i18n._(id, values) };
}

/** One `Speaking` per language the shop has, each reading its own catalogue. */
export function speakingEveryLanguage<Id extends string>(
  catalogues: Record<Language, Record<Id, string>>,
): Record<Language, Speaking<Id>> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, speakingIn(language, catalogues[language])])) as Record<
    Language,
    Speaking<Id>
  >;
}
