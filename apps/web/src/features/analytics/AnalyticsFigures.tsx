// The period's six figures, each against the period before and day by day.
import type { AnalyticsSummary } from '@atelier/domain';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { FigureCard } from './FigureCard';

const whole = (value: number) => value.toLocaleString('en-US');
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

export function AnalyticsFigures({ summary }: { summary: AnalyticsSummary }) {
  const formatPrice = useFormatPrice();
  const daily = (pick: (day: AnalyticsSummary['days'][number]) => number) =>
    summary.days.map((day) => ({ day: day.day, value: pick(day) }));
  const perVisitor = summary.days.map((day) => ({ day: day.day, value: day.visitors ? day.orders / day.visitors : 0 }));
  const perOrder = summary.days.map((day) => ({ day: day.day, value: day.orders ? day.revenue / day.orders : 0 }));
  const { previous } = summary;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <FigureCard
        label="Visitors"
        value={summary.visitors}
        previous={previous.visitors}
        format={whole}
        days={daily((d) => d.visitors)}
      />
      <FigureCard
        label="Page views"
        value={summary.pageviews}
        previous={previous.pageviews}
        format={whole}
        days={daily((d) => d.pageviews)}
      />
      <FigureCard label="Orders" value={summary.orders} previous={previous.orders} format={whole} days={daily((d) => d.orders)} />
      <FigureCard
        label="Revenue"
        value={summary.revenue}
        previous={previous.revenue}
        format={formatPrice}
        days={daily((d) => d.revenue)}
      />
      <FigureCard
        label="Conversion rate"
        value={summary.conversionRate}
        previous={previous.conversionRate}
        format={percent}
        days={perVisitor}
      />
      <FigureCard
        label="Average order value"
        value={summary.averageOrderValue}
        previous={previous.averageOrderValue}
        format={formatPrice}
        days={perOrder}
      />
    </dl>
  );
}
