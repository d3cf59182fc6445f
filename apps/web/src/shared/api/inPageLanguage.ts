// What the data layer's requests say of the page's language. Reads of the catalogue and the pages ask for the page's
// language with `lang=fr` (English asks nothing: the spec's requests stay as they are); every request names the
// language in Accept-Language, which the API reads to write a mail to an email without an account.
import { DEFAULT_LANGUAGE, type Language } from '@atelier/domain';
import type { FetchArgs } from '@reduxjs/toolkit/query';

/** `api/products`, `api/products/42`, `api/products/related/42`, `api/pages`, `api/pages/faq`. */
const TRANSLATED_READS = /^\/?api\/(products|pages)(\/|\?|$)/;

export function inPageLanguage(args: string | FetchArgs, language: Language): FetchArgs {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('accept-language', language);
  const read = (request.method ?? 'GET').toUpperCase() === 'GET' && TRANSLATED_READS.test(request.url);
  const params = read && language !== DEFAULT_LANGUAGE ? { ...request.params, lang: language } : request.params;
  return { ...request, headers, ...(params ? { params } : {}) };
}
