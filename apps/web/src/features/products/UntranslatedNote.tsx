// What is left to translate, above the products list: "12 products without a French description", with a link that
// lists them (`?untranslated=fr`) and, while they are listed, one back to every product (decision 600).
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@atelier/domain';
import { Languages } from 'lucide-react';
import { Link } from 'react-router';
import { languageName } from '../../shared/i18n/languageName';
import { useGetUntranslatedCountsQuery } from './api';

const linkClasses = 'inline-flex min-h-11 items-center font-medium text-accent underline-offset-4 hover:underline';

/** "12 products without a French description", "1 product …", "Every product has a French description". */
export function untranslatedText(count: number, language: TranslatedLanguage): string {
  const description = `a ${languageName(language, 'en')} description`;
  if (count === 0) return `Every product has ${description}.`;
  return `${count} ${count === 1 ? 'product' : 'products'} without ${description}`;
}

export function UntranslatedNote({ filtered }: { filtered: TranslatedLanguage | undefined }) {
  const counts = useGetUntranslatedCountsQuery();
  if (!counts.data) return null;
  const { data } = counts;
  return (
    <ul aria-label="Translations" className="mb-6 flex flex-col gap-2">
      {TRANSLATED_LANGUAGES.map((language) => (
        <li
          key={language}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border border-line bg-white px-4 py-2 text-sm text-ink"
        >
          <Languages aria-hidden="true" className="size-4 text-muted" />
          <span>{untranslatedText(data[language], language)}</span>
          {filtered === language ? (
            <Link to="?" className={linkClasses}>
              Show all products
            </Link>
          ) : data[language] > 0 ? (
            <Link
              to={`?untranslated=${language}`}
              aria-label={`List the ${untranslatedText(data[language], language)}`}
              className={linkClasses}
            >
              List them
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
