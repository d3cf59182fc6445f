// A titled card around a chart; the chart code arrives on its own, so the card keeps its height meanwhile.
import { Suspense } from 'react';

interface ChartCardProps {
  title: string;
  heightPx: number;
  children: React.ReactNode;
}

export function ChartCard({ title, heightPx, children }: ChartCardProps) {
  return (
    <figure className="min-w-0 rounded-card border border-line bg-white p-5 shadow-card">
      <figcaption className="font-display text-lg text-ink">{title}</figcaption>
      <div className="mt-4" style={{ minHeight: heightPx }}>
        <Suspense fallback={null}>{children}</Suspense>
      </div>
    </figure>
  );
}
