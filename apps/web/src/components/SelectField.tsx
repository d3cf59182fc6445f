// A labelled choice among fixed values (category, colour, role), each shown as written with a capital first letter, or
// by the label given for it.
import { controlClasses, FormField } from './FormField';

interface SelectFieldProps<T extends string> {
  label: string;
  value: string;
  options: readonly T[];
  /** What each value reads as, when the value itself is a code (`free_shipping`). */
  optionLabels?: Readonly<Partial<Record<T, string>>>;
  /** The text of an empty first choice, for a field that starts unchosen. */
  placeholder?: string;
  onChange: (value: T) => void;
  /** What is wrong with the choice, shown beside it. */
  error?: string;
}

export function SelectField<T extends string>({
  label,
  value,
  options,
  placeholder,
  onChange,
  error,
  optionLabels,
}: SelectFieldProps<T>) {
  return (
    <FormField label={label} error={error}>
      {(id, validity) => (
        <select
          id={id}
          {...validity}
          value={value}
          onChange={(event) => onChange(event.target.value as T)}
          // Values are shown with a capital first letter; labels given for them are shown as written.
          className={optionLabels ? controlClasses : `${controlClasses} capitalize`}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
