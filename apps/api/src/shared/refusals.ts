// What a shopper is told when the shop refuses, in the language of the page that asked (decision 760). A refusal is a
// message id with its values; the English catalogue words it as the API always did, so an answer to a request that asks
// for no other language reads word for word as before. Countries, money and the owner's names (a product's) among the
// values are named and formatted in the reader's language.
import {
  type Currency,
  countryName,
  DEFAULT_LANGUAGE,
  formatMinorUnits,
  inLanguage,
  type Language,
  type Translations,
} from '@atelier/domain';
import { speakingEveryLanguage } from './catalogueText.ts';
import { en, type RefusalId } from './refusalCatalogues/en.ts';
import { fr } from './refusalCatalogues/fr.ts';

/** A country by its ISO code, named in the reader's language. */
type CountryValue = { country: string };
/** An amount in minor units of a currency, formatted in the reader's language. */
type MoneyValue = { minor: number; currency: Currency };
/** A name the owner may have translated (a product's), read in the reader's language where written. */
type NameValue = { name: string; translations: Translations<'name'> };
type RefusalValue = string | number | CountryValue | MoneyValue | NameValue;

export interface Refusal {
  id: RefusalId;
  values?: Record<string, RefusalValue>;
}

export type { RefusalId };

const SPEAKING = speakingEveryLanguage<RefusalId>({ en, fr });

export const refusal = (id: RefusalId, values?: Record<string, RefusalValue>): Refusal => ({ id, values });

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string' && value.id in en;

function spoken(value: RefusalValue, language: Language, locale: string): string | number {
  if (typeof value !== 'object') return value;
  if ('country' in value) return countryName(value.country, locale);
  if ('name' in value) return inLanguage({ name: value.name }, value.translations, language).name;
  return formatMinorUnits(value.minor, value.currency, locale);
}

/** The refusal's words in `language` (English unless told). */
export function refusalText({ id, values = {} }: Refusal, language: Language = DEFAULT_LANGUAGE): string {
  const { t, locale } = SPEAKING[language];
  return t(id, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, spoken(value, language, locale)])));
}
