// The shop's language a request's `Accept-Language` prefers: the storefront sends its page's language there, so a mail to
// an address without an account speaks the page's it was asked from (decision 650). `fr-CA;q=0.8` counts as French.
// The header is read by `negotiator` (the one Express and `accepts` use).
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@atelier/domain';
import Negotiator from 'negotiator';

/** The language of the shop's the header weighs highest (the first of equals), or English when it names none of them. */
export function acceptedLanguage(header: string | undefined): Language {
  const [best] = new Negotiator({ headers: { 'accept-language': header ?? '' } }).languages([...LANGUAGES]);
  return best && isLanguage(best) ? best : DEFAULT_LANGUAGE;
}
