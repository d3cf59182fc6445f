// One figure of a dashboard's summary; the summary around it is a <dl>, so each label names its figure.
import type { LucideIcon } from 'lucide-react';

interface StatCardProps {
  label: string;
  value: string;
  icon: LucideIcon;
}

export function StatCard({ label, value, icon: Icon }: StatCardProps) {
  return (
    <div className="rounded-card border border-line bg-white p-5 shadow-card">
      <dt className="flex items-start justify-between gap-3 text-sm text-muted">
        {label}
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
          <Icon className="size-[1.125rem]" />
        </span>
      </dt>
      <dd className="mt-2 font-display text-3xl text-ink lining-nums tabular-nums">{value}</dd>
    </div>
  );
}
