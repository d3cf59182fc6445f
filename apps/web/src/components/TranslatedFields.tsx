// The owner's texts of one form part with a tab per language: the English tab holds the form's own fields, every other
// tab a field per text for its translation, the English text as its placeholder (decision 600).
import type { Language, TranslatedLanguage, Translations } from '@atelier/domain';
import { translatedLabel } from '../shared/i18n/languageName';
import { translatedText, withTranslatedText } from '../shared/translatedTexts';
import { LanguageTabs } from './LanguageTabs';
import { TextField } from './TextField';

export interface TranslatedField<Field extends string> {
  field: Field;
  /** The English field's label: "Description" (its translation's is "Description in French"). */
  label: string;
  /** The English text, shown as the translation's placeholder. */
  original: string;
  /** A textarea of this many rows. */
  rows?: number;
}

interface TranslatedFieldsProps<Field extends string> {
  /** What the texts are, naming the tab list: "Product texts". */
  label: string;
  english: React.ReactNode;
  fields: readonly TranslatedField<Field>[];
  translations: Translations<Field> | undefined;
  onChange: (translations: Translations<Field>) => void;
  shown?: Language;
  onShow?: (language: Language) => void;
  className?: string;
}

const LEFT_EMPTY = 'Left empty, the English text shows.';

export function TranslatedFields<Field extends string>({
  label,
  english,
  fields,
  translations,
  onChange,
  shown,
  onShow,
  className = '',
}: TranslatedFieldsProps<Field>) {
  const translation = (language: TranslatedLanguage) =>
    fields.map(({ field, label: fieldLabel, original, rows }) => (
      <TextField
        key={field}
        label={translatedLabel(fieldLabel, language)}
        rows={rows}
        value={translatedText(translations, language, field)}
        onChange={(text) => onChange(withTranslatedText(translations, language, field, text))}
        placeholder={original}
        hint={LEFT_EMPTY}
      />
    ));
  return (
    <div className={className}>
      <LanguageTabs label={label} english={english} translation={translation} shown={shown} onShow={onShow} />
    </div>
  );
}
