// What the data layer's requests say of the page's language. Reads of the catalogue, the pages, the delivery quote and
// the promotions, and the cart's question of its discount, ask for the page's language with `lang=fr` (English asks
// nothing: the spec's requests stay as they are); every request names the language in Accept-Language, which the API
// reads to write a mail to an email without an account and to word its refusals (decision 760).
import { DEFAULT_LANGUAGE, type Language } from '@atelier/domain';
import type { FetchArgs } from '@reduxjs/toolkit/query';

/** `api/products`, `api/products/42`, `api/products/related/42`, `api/pages`, `api/pages/faq`, the delivery quote
 * and the automatic promotions. */
const TRANSLATED_READS = /^\/?api\/(products|pages|shipping\/options|promotions\/automatic)(\/|\?|$)/;
/** The cart's discount, asked with its lines: the promotion's title comes back in the page's language. */
const TRANSLATED_ANSWERS = /^\/?api\/promotions\/apply$/;

export function inPageLanguage(args: string | FetchArgs, language: Language): FetchArgs {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('accept-language', language);
  const method = (request.method ?? 'GET').toUpperCase();
  const read = method === 'GET' ? TRANSLATED_READS.test(request.url) : TRANSLATED_ANSWERS.test(request.url);
  const params = read && language !== DEFAULT_LANGUAGE ? { ...request.params, lang: language } : request.params;
  return { ...request, headers, ...(params ? { params } : {}) };
}
