// A labelled form control in the dashboard's look; the label is tied to the control by id, and a message saying what is
// wrong with its value, when there is one, is shown beside it and tied to it too.
import { useId } from 'react';

const baseControlClasses =
  'mt-2 block w-full rounded-md border border-line px-3 py-2.5 text-sm placeholder:text-muted/80 focus:border-ink aria-invalid:border-danger';
export const controlClasses = `${baseControlClasses} bg-white text-ink`;
export const readOnlyControlClasses = `${baseControlClasses} bg-cream text-muted`;

/** What the control spreads on itself to be read as invalid, with the message as its description. */
export interface FieldValidity {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  /** What is wrong with the value; the control is then marked invalid and described by it. */
  error?: string;
  children: (id: string, validity: FieldValidity) => React.ReactNode;
}

export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children(id, error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
