// A small status pill. Screens map their own statuses to a tone: the spec gives each list its own palette.
export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'indigo' | 'neutral' | 'light' | 'accent';

const toneClasses: Record<BadgeTone, string> = {
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
  info: 'bg-info-soft text-info',
  indigo: 'bg-indigo-soft text-indigo',
  neutral: 'bg-neutral-soft text-neutral',
  light: 'bg-cream text-muted',
  accent: 'bg-accent-soft text-accent-dark',
};

export function Badge({ tone, children }: { tone: BadgeTone; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium capitalize whitespace-nowrap ${toneClasses[tone]}`}
    >
      {children}
    </span>
  );
}
