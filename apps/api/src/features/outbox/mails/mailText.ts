// The words of a mail in its reader's language: Lingui's runtime (decision 606) with one catalogue per language, its
// ICU messages compiled on the server when first used. `<html lang>` and `Content-Language` say which.
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGES, type Language } from '@atelier/domain';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createContext, useContext } from 'react';
import { en, type MailMessageId } from './catalogues/en.ts';
import { fr } from './catalogues/fr.ts';

const CATALOGUES: Record<Language, Record<MailMessageId, string>> = { en, fr };

export type MailText = (id: MailMessageId, values?: Record<string, string | number>) => string;

/** What a mail needs to speak its reader's language: the language, its locale (dates, money) and its words. */
export interface MailLanguage {
  language: Language;
  locale: string;
  t: MailText;
}

function mailLanguageOf(language: Language): MailLanguage {
  const i18n: I18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale: LANGUAGE_LOCALES[language], messages: CATALOGUES[language] });
  return { language, locale: LANGUAGE_LOCALES[language], t: (id, values) => i18n._(id, values) };
}

const MAIL_LANGUAGES = Object.fromEntries(LANGUAGES.map((language) => [language, mailLanguageOf(language)])) as Record<
  Language,
  MailLanguage
>;

export function mailLanguage(language: Language = DEFAULT_LANGUAGE): MailLanguage {
  return MAIL_LANGUAGES[language];
}

export const MailLanguageContext = createContext<MailLanguage>(mailLanguage());

/** The language of the mail being rendered. */
export const useMailLanguage = () => useContext(MailLanguageContext);
