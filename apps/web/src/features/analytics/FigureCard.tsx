// One figure of the period, how it compares with the period before, its line day by day, and the same days as a table
// for screen readers.
import { lazy, Suspense } from 'react';

const FigureChart = lazy(() => import('./FigureChart'));

interface FigureCardProps {
  label: string;
  value: number;
  previous: number;
  format: (value: number) => string;
  days: { day: string; value: number }[];
}

function change(value: number, previous: number): string {
  if (previous === 0) return value === 0 ? 'no change' : 'new';
  const percent = Math.round(((value - previous) / previous) * 100);
  return `${percent > 0 ? '+' : ''}${percent}%`;
}

export function FigureCard({ label, value, previous, format, days }: FigureCardProps) {
  return (
    <div className="min-w-0 rounded-card border border-line bg-white p-5 shadow-card">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-baseline gap-x-3">
        <span className="font-display text-3xl text-ink tabular-nums">{format(value)}</span>
        <span className="text-sm text-muted">
          {change(value, previous)} against {format(previous)} before
        </span>
      </dd>
      <dd className="mt-3">
        <Suspense fallback={<div className="h-[140px]" />}>
          <FigureChart points={days} label={label} format={format} />
        </Suspense>
        <table className="sr-only">
          <caption>{label} by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{label}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((point) => (
              <tr key={point.day}>
                <th scope="row">{point.day}</th>
                <td>{format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </dd>
    </div>
  );
}
