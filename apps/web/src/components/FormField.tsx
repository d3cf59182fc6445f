// A labelled form control in the dashboard's look; the label is tied to the control by id.
import { useId } from 'react';

const baseControlClasses =
  'mt-2 block w-full rounded-md border border-line px-3 py-2.5 text-sm placeholder:text-muted/80 focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-accent';
export const controlClasses = `${baseControlClasses} bg-white text-ink`;
export const readOnlyControlClasses = `${baseControlClasses} bg-cream text-muted`;

interface FormFieldProps {
  label: string;
  children: (id: string) => React.ReactNode;
}

export function FormField({ label, children }: FormFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
