// The shop's one button look: primary (ink), secondary (outlined), ghost; every size keeps a 44 px touch height.
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
    'disabled:cursor-not-allowed disabled:opacity-60',
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

type ButtonProps = ComponentProps<'button'> & ButtonStyle;

export function Button({ variant, size, block, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClasses({ variant, size, block })} ${className}`} {...props} />;
}
