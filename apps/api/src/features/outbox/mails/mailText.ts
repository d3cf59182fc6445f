// The words of a mail in its reader's language: one catalogue per language read through Lingui (decision 606).
// `<html lang>` and `Content-Language` say which.
import { DEFAULT_LANGUAGE, type Language } from '@atelier/domain';
import { createContext, useContext } from 'react';
import { type CatalogueText, type Speaking, speakingEveryLanguage } from '../../../shared/catalogueText.ts';
import { en, type MailMessageId } from './catalogues/en.ts';
import { fr } from './catalogues/fr.ts';

export type MailText = CatalogueText<MailMessageId>;

/** What a mail needs to speak its reader's language: the language, its locale (dates, money) and its words. */
export type MailLanguage = Speaking<MailMessageId>;

const MAIL_LANGUAGES = speakingEveryLanguage<MailMessageId>({ en, fr });

export function mailLanguage(language: Language = DEFAULT_LANGUAGE): MailLanguage {
  return MAIL_LANGUAGES[language];
}

export const MailLanguageContext = createContext<MailLanguage>(mailLanguage());

/** The language of the mail being rendered. */
export const useMailLanguage = () => useContext(MailLanguageContext);
