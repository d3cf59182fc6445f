// A language's name, in itself ("English", "Français") as the switchers and the dashboard's language tabs show it, or
// in English ("French") as the dashboard's labels of translated fields say it.
import type { Language } from '@atelier/domain';

export function languageName(language: Language, inLanguage: Language = language): string {
  const name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
}

/** The dashboard's label of a field translated into `language`: "Description in French". */
export function translatedLabel(label: string, language: Language): string {
  return `${label} in ${languageName(language, 'en')}`;
}
