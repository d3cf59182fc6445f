// The current page in every language the shop speaks, for the language switchers: same page, same query.
import { LANGUAGES, type Language, pathInLanguage } from '@atelier/domain';
import { useLocation } from 'react-router';
import { languageName } from '../../shared/i18n/languageName';
import { useLanguage } from '../../shared/i18n/useLanguage';

export interface LanguageLink {
  language: Language;
  /** The page's address in that language. */
  href: string;
  /** The language's name in itself: "English", "Français". */
  name: string;
  current: boolean;
}

export function useLanguageLinks(): LanguageLink[] {
  // The router's location is the page's address without its language's prefix.
  const { pathname, search } = useLocation();
  const current = useLanguage();
  return LANGUAGES.map((language) => ({
    language,
    href: pathInLanguage(`${pathname}${search}`, language),
    name: languageName(language),
    current: language === current,
  }));
}
