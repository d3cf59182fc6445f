// The current page in every language the shop speaks, for the language switchers: same page, same query.
import { LANGUAGES, type Language, pathInLanguage } from '@atelier/domain';
import { useLocation } from 'react-router';
import { useLanguage } from '../../shared/i18n/useLanguage';

export interface LanguageLink {
  language: Language;
  /** The page's address in that language. */
  href: string;
  /** The language's name in itself: "English", "Français". */
  name: string;
  current: boolean;
}

const nameOf = (language: Language) => {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
};

export function useLanguageLinks(): LanguageLink[] {
  // The router's location is the page's address without its language's prefix.
  const { pathname, search } = useLocation();
  const current = useLanguage();
  return LANGUAGES.map((language) => ({
    language,
    href: pathInLanguage(`${pathname}${search}`, language),
    name: nameOf(language),
    current: language === current,
  }));
}
