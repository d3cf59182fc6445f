import type { InputHTMLAttributes } from 'react';

type AuthFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string };

export function AuthField({ label, name, ...input }: AuthFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={name} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        required
        className="min-h-12 rounded-lg border border-line bg-white px-4 text-ink placeholder:text-muted/70 focus:border-accent"
        {...input}
      />
    </div>
  );
}
