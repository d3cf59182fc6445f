// The shop's one button look: primary (ink), secondary (outlined), ghost; every size keeps a 44 px touch height. A busy
// button keeps the keyboard's focus: a disabled one would drop it to the page.
import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-ivory hover:bg-accent-dark',
  secondary: 'border border-ink/80 bg-transparent text-ink hover:bg-ink hover:text-ivory',
  ghost: 'bg-transparent text-ink hover:bg-cream',
  danger: 'bg-transparent text-danger hover:bg-danger-soft',
  /** The button that carries out a deletion once asked. */
  destructive: 'bg-danger text-ivory hover:bg-accent-dark',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-7 text-base',
};

/** Classes of a button, also for links that look like buttons. */
export function buttonClasses({ variant = 'primary', size = 'md', block = false }: ButtonStyle = {}): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors duration-200',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    block ? 'w-full' : '',
  ].join(' ');
}

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

type ButtonProps = ComponentProps<'button'> &
  ButtonStyle & {
    /** Working on its last press: it reads as unavailable and ignores presses (a submit button sends nothing), yet
     * keeps the focus where it is. */
    busy?: boolean;
  };

export function Button({ variant, size, block, className = '', type = 'button', busy = false, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClasses({ variant, size, block })} ${className}`}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
