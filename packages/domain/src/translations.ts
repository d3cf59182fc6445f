// The owner's texts in the shop's other languages: an entity keeps its own texts in the default language and, beside
// them, `translations`: { fr: { name: 'Robe chemise', … } }. A text not written in a language shows the default one's.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/** Every language but the default (English, the spec's), whose texts are the entity's own. */
export type TranslatedLanguage = Exclude<Language, 'en'>;
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE) as TranslatedLanguage[];

/** An entity's texts per other language; a text left out has not been written in that language. */
export type Translations<Field extends string> = Partial<Record<TranslatedLanguage, Partial<Record<Field, string>>>>;

/** One of the shop's languages, as a body names it (`"fr"`). */
export const languageField = z.enum(LANGUAGES, { error: `Language must be one of: ${LANGUAGES.join(', ')}` });

/** `lang` of a read: the language its texts are answered in, the default when not given. */
export const languageQuery = {
  lang: z.enum(LANGUAGES, { error: `lang must be one of: ${LANGUAGES.join(', ')}` }).optional(),
};

/**
 * The `translations` of a body whose texts are `fields` (each a text of at most its length): a language the shop
 * does not speak, or a field that is not one of its texts, is refused. An empty text clears the translation.
 */
export function translationsField<Field extends string>(fields: Readonly<Record<Field, number>>) {
  const texts = Object.fromEntries(
    Object.entries<number>(fields).map(([field, maxLength]) => [
      field,
      z
        .string({ error: `The translation of ${field} must be text` })
        .trim()
        .max(maxLength, `The translation of ${field} must be at most ${maxLength} characters`)
        .optional(),
    ]),
  ) as Record<Field, z.ZodOptional<z.ZodString>>;
  const inOneLanguage = z.strictObject(texts, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Translations may hold only: ${Object.keys(fields).join(', ')}`
        : 'Each language of translations must be an object of texts',
  });
  return z
    .record(z.string(), inOneLanguage, { error: 'Translations must be an object per language' })
    .refine((byLanguage) => Object.keys(byLanguage).every((code) => (TRANSLATED_LANGUAGES as string[]).includes(code)), {
      message: `Translations may be given only in: ${TRANSLATED_LANGUAGES.join(', ')}`,
    })
    .transform((byLanguage) => byLanguage as Translations<Field>);
}

/**
 * The translations once `given` is written over `kept`: a language given replaces the texts it names, an empty text
 * removes its translation, and a language left with no text is dropped.
 */
export function mergedTranslations<Field extends string>(
  kept: Translations<Field>,
  given: Translations<Field> | undefined,
): Translations<Field> {
  if (!given) return kept;
  const merged: Translations<Field> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = Object.entries({ ...kept[language], ...given[language] }).filter(([, text]) => Boolean(text));
    if (texts.length > 0) merged[language] = Object.fromEntries(texts) as Partial<Record<Field, string>>;
  }
  return merged;
}

/**
 * `texts` as they read in `language`: each field written in it replaces the default language's. Only texts the
 * entity has are ever written, so a translated field is always one of `texts`' own.
 */
export function inLanguage<Texts extends object>(
  texts: Texts,
  translations: Translations<string>,
  language: Language | undefined,
): Texts {
  if (!language || language === DEFAULT_LANGUAGE) return texts;
  const written = translations[language as TranslatedLanguage];
  return written ? { ...texts, ...written } : texts;
}
