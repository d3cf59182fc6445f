// A titled card around a chart. The chart is drawn only once the card comes near the screen, so a dashboard's
// first paint is not held up by charts below the fold; the card keeps its height meanwhile, so nothing shifts.
import { Suspense, useRef } from 'react';
import { useNearScreen } from './useNearScreen';

// Drawn a little before the card scrolls in, so a visitor scrolling down finds the chart already there.
const DRAW_MARGIN_PX = 100;

interface ChartCardProps {
  title: string;
  heightPx: number;
  children: React.ReactNode;
}

export function ChartCard({ title, heightPx, children }: ChartCardProps) {
  const card = useRef<HTMLElement>(null);
  const near = useNearScreen(card, DRAW_MARGIN_PX);
  return (
    <figure ref={card} className="min-w-0 rounded-card border border-line bg-white p-5 shadow-card">
      <figcaption className="font-display text-lg text-ink">{title}</figcaption>
      <div className="mt-4" style={{ minHeight: heightPx }}>
        {near && <Suspense fallback={null}>{children}</Suspense>}
      </div>
    </figure>
  );
}
