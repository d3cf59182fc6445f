// The languages the shop speaks. English is the spec's and the default, served at the unprefixed addresses; every other
// language lives under its own prefix (`/fr/shop`). A third language is one entry here and one catalogue per workspace.
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

/** The BCP 47 locale a language formats dates, numbers and money in (`fr` → `fr-FR`). */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', fr: 'fr-FR' };
