// The words, dates, money and rates of an invoice or a credit note in the language it was issued in (its frozen
// `language`; English for a document from before documents had one). English dates stay day-month-year, as every
// English document was drawn, so an issued document's bytes never change.
import { type Currency, DEFAULT_LANGUAGE, formatMinorUnits, type Language } from '@atelier/domain';
import { type CatalogueText, speakingEveryLanguage } from '../../shared/catalogueText.ts';
import { type DocumentMessageId, en } from './catalogues/en.ts';
import { fr } from './catalogues/fr.ts';

const SPEAKING = speakingEveryLanguage<DocumentMessageId>({ en, fr });

const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

export interface DocumentText {
  language: Language;
  locale: string;
  t: CatalogueText<DocumentMessageId>;
  /** `14 March 2026`, `14 mars 2026`. */
  day: (iso: string) => string;
  /** `€120.00`, `120,00 €`. */
  money: (cents: number) => string;
  /** `20%`, `5.5%`; `20 %`, `5,5 %`. */
  percent: (rate: number) => string;
}

const made = new Map<string, DocumentText>();

/** The words and formats of documents in `language` (English when none) and `currency`, made once for each pair. */
export function documentText(language: Language | undefined, currency: Currency): DocumentText {
  const key = `${language ?? DEFAULT_LANGUAGE} ${currency}`;
  let text = made.get(key);
  if (!text) {
    text = textIn(language ?? DEFAULT_LANGUAGE, currency);
    made.set(key, text);
  }
  return text;
}

function textIn(language: Language, currency: Currency): DocumentText {
  const { t, locale, language: speaking } = SPEAKING[language];
  const days = new Intl.DateTimeFormat(DATE_LOCALES[speaking], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const rates = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 });
  return {
    language: speaking,
    locale,
    t,
    day: (iso) => days.format(new Date(iso)),
    money: (cents) => formatMinorUnits(cents, currency, locale),
    percent: (rate) => rates.format(rate / 100),
  };
}
