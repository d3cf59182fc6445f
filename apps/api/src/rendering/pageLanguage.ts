// What a page says of its language: `<html lang>`, and the same page's address in every language (`hreflang`
// alternates, with English as the `x-default` a visitor of any other language lands on). A page's language is its
// address's (`/fr/…` is French), never a header's: the same address is the same page for everyone, and kept once.
import { DEFAULT_LANGUAGE, type Language, pathInEveryLanguage, pathInLanguage } from '@atelier/domain';
import { escapeHtml } from './html.ts';

const absolute = (path: string, publicUrl: string) => new URL(path, `${publicUrl}/`).toString();

const alternate = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;

/** The `<link rel="alternate">` tags of the page at `address` (its canonical path and query), for the shop at `publicUrl`. */
export function languageAlternates(address: string, publicUrl: string): string[] {
  return [
    ...pathInEveryLanguage(address).map(({ language, path }) => alternate(language, absolute(path, publicUrl))),
    alternate('x-default', absolute(pathInLanguage(address, DEFAULT_LANGUAGE), publicUrl)),
  ];
}

/** The page's HTML with its language on the `<html>` element. */
export function htmlInLanguage(html: string, language: Language): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}
