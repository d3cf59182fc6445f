// The countries of a zone: a combobox that finds a country by part of its name, and the chosen ones as a list, each
// with a button that removes it. Flags are text (regional indicator letters), hidden from screen readers.

import { countryFlag, countryName } from '@atelier/domain';
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { ChevronDown, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { controlClasses } from '../../components/FormField';
import { countriesMatching } from './countrySearch';

interface CountryPickerProps {
  label: string;
  value: string[];
  onChange: (countries: string[]) => void;
  /** Why the shop refused the countries; the input is then marked invalid and names it. */
  error?: string;
}

export function CountryPicker({ label, value, onChange, error }: CountryPickerProps) {
  const [query, setQuery] = useState('');
  const options = useMemo(() => countriesMatching(query, value), [query, value]);
  const inputRef = useRef<HTMLInputElement>(null);
  const removeButtons = useRef<Array<HTMLButtonElement | null>>([]);
  // Where the focus goes once a removed country's button has gone: the next one's, or the input after the last.
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<number | null>(null);

  useEffect(() => {
    if (focusAfterRemoval === null) return;
    const next = removeButtons.current[Math.min(focusAfterRemoval, value.length - 1)];
    (next ?? inputRef.current)?.focus();
    setFocusAfterRemoval(null);
  }, [focusAfterRemoval, value.length]);

  // Field ties the label, the hint and the error to the input (and the label to the list of options).
  return (
    <Field>
      <Label className="block text-sm font-medium text-ink">{label}</Label>
      <Combobox
        value={null as string | null}
        onChange={(code: string | null) => {
          if (code && !value.includes(code)) onChange([...value, code]);
          setQuery('');
        }}
        onClose={() => setQuery('')}
      >
        <div className="relative">
          <ComboboxInput
            ref={inputRef}
            autoComplete="off"
            placeholder="Type a country's name"
            aria-invalid={error ? true : undefined}
            className={`${controlClasses} pr-12`}
            displayValue={() => ''}
            onChange={(event) => setQuery(event.target.value)}
          />
          <ComboboxButton
            aria-label="Show every country"
            className="absolute inset-y-0 right-0 mt-2 flex w-11 items-center justify-center text-muted"
          >
            <ChevronDown aria-hidden="true" className="size-4" />
          </ComboboxButton>
          <ComboboxOptions
            modal={false}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-line bg-white py-1 text-sm shadow-card empty:invisible"
          >
            {options.map((code) => (
              <ComboboxOption
                key={code}
                value={code}
                className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-ink data-focus:bg-cream"
              >
                <span aria-hidden="true">{countryFlag(code)}</span>
                <span>{countryName(code)}</span>
                <span className="ml-auto text-xs text-muted">{code}</span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      <Description className="mt-1.5 text-xs text-muted">
        {query.trim() !== '' && options.length === 0 ? 'No country matches that name' : 'Type part of a name, then choose'}
      </Description>
      {error ? <Description className="mt-1.5 text-sm text-danger">{error}</Description> : null}
      {value.length > 0 ? (
        <ul aria-label={`${label} chosen`} className="mt-3 flex flex-wrap gap-2">
          {value.map((code, index) => (
            <li key={code} className="flex items-center gap-1 rounded-full border border-line bg-cream pl-3 text-sm text-ink">
              <span aria-hidden="true">{countryFlag(code)}</span>
              <span>{countryName(code)}</span>
              <button
                type="button"
                ref={(button) => {
                  removeButtons.current[index] = button;
                }}
                aria-label={`Remove ${countryName(code)}`}
                className="flex size-11 items-center justify-center rounded-full text-muted hover:text-ink"
                onClick={() => {
                  onChange(value.filter((chosen) => chosen !== code));
                  setFocusAfterRemoval(index);
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}
