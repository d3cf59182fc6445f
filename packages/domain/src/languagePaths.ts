// Where each language's pages live: English, the default, at the spec's addresses; every other language under its
// own prefix (`/fr/shop/42`). The web's router, the server's pages, their alternates and the sitemap read it here.
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.ts';

/** The prefix a language's addresses start with: '' for the default, `/fr` for French. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The language of the page at `path` (an address's path, without its query). */
export function languageOfPath(path: string): Language {
  const first = path.split('/')[1];
  return first && first !== DEFAULT_LANGUAGE && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The address without its language's prefix, as the router's routes write it: `/fr/shop?page=2` → `/shop?page=2`. */
export function pathWithoutLanguage(address: string): string {
  const prefix = languagePrefix(languageOfPath(address.split('?', 1)[0] ?? ''));
  if (!prefix) return address;
  const rest = address.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same page in `language`: `/fr/shop/42?size=M` in English is `/shop/42?size=M`. */
export function pathInLanguage(address: string, language: Language): string {
  const path = pathWithoutLanguage(address);
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' ? prefix : path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** Each language's address of one page, the default's first. */
export function pathInEveryLanguage(address: string): { language: Language; path: string }[] {
  return LANGUAGES.map((language) => ({ language, path: pathInLanguage(address, language) }));
}
