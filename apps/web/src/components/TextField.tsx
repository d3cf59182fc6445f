// A labelled text input or textarea in the dashboard's look, with the reason the server refused its value beside it.
import { useId } from 'react';
import { controlClasses } from './FormField';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the server refused the value; the field is then marked invalid and names it. */
  error?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  placeholder?: string;
  /** The keyboard a phone shows: `numeric` for a whole number. */
  inputMode?: 'text' | 'numeric' | 'decimal';
  className?: string;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  rows,
  placeholder,
  inputMode,
  className = '',
}: TextFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${controlClasses} ${error ? 'border-danger' : ''}`,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
