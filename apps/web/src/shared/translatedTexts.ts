// The owner's translations as a dashboard form holds them (`{ fr: { name: 'Robe' } }`, decision 600): read one text,
// write one. A text emptied stays as '' so the save removes it; one never touched is left out of the body.
import type { TranslatedLanguage, Translations } from '@atelier/domain';

/** The text written for `field` in `language`, '' when none is. */
export function translatedText<Field extends string>(
  translations: Translations<Field> | undefined,
  language: TranslatedLanguage,
  field: Field,
): string {
  return translations?.[language]?.[field] ?? '';
}

/** The translations with `field` in `language` now reading `text`. */
export function withTranslatedText<Field extends string>(
  translations: Translations<Field> | undefined,
  language: TranslatedLanguage,
  field: Field,
  text: string,
): Translations<Field> {
  return { ...translations, [language]: { ...translations?.[language], [field]: text } };
}

/** Whether two forms' translations say the same, a text emptied counting as none written. */
export function sameTranslations<Field extends string>(a: Translations<Field>, b: Translations<Field>): boolean {
  const written = (translations: Translations<Field>) =>
    JSON.stringify(
      Object.entries(translations)
        .flatMap(([language, texts]) => Object.entries(texts ?? {}).map(([field, text]) => [language, field, text]))
        .filter(([, , text]) => text)
        .sort(),
    );
  return written(a) === written(b);
}

/** `translations` for a request body, left out while none was ever written: the spec's bodies stay as they were. */
export function translationsBody<Field extends string>(
  translations: Translations<Field>,
): { translations?: Translations<Field> } {
  return Object.keys(translations).length > 0 ? { translations } : {};
}
