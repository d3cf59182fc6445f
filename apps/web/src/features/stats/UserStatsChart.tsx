// Bar chart of a customer's three totals; loaded on its own so Recharts comes only with the charts.
import type { UserStats } from '@atelier/domain';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { AXIS_TICK, CHART_COLORS, GRID_STROKE } from './chartColors';

export default function UserStatsChart({ stats }: { stats: UserStats }) {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  // `shown` is how a value reads in the tooltip and above its bar: payments in dollars with two decimals.
  // `axis` is a short name that fits under a bar on a phone.
  const data = [
    {
      name: translate('account.stats.totalPayments'),
      axis: translate('nav.payments'),
      value: stats.totalPayments,
      shown: formatPrice(stats.totalPayments),
    },
    {
      name: translate('account.stats.totalReviews'),
      axis: translate('account.reviews'),
      value: stats.totalReviews,
      shown: String(stats.totalReviews),
    },
    {
      name: translate('account.stats.totalPurchased'),
      axis: translate('account.stats.purchasedAxis'),
      value: stats.totalPurchasedProducts,
      shown: String(stats.totalPurchasedProducts),
    },
  ];
  return (
    <ResponsiveContainer width="100%" height={320}>
      <BarChart data={data} margin={{ top: 24, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={GRID_STROKE} vertical={false} />
        <XAxis dataKey="axis" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: GRID_STROKE }} interval={0} />
        <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={56} />
        <Tooltip
          cursor={{ fill: 'var(--color-cream)' }}
          formatter={(_value, _name, item) => [item.payload?.shown ?? '', item.payload?.name ?? '']}
        />
        <Bar dataKey="value" radius={[6, 6, 0, 0]} maxBarSize={72} isAnimationActive={false}>
          {data.map((entry, i) => (
            <Cell key={entry.name} fill={CHART_COLORS[i % CHART_COLORS.length]} />
          ))}
          {/* Counts are tiny beside dollars: a label on each bar keeps them readable. */}
          <LabelList dataKey="shown" position="top" fill="var(--color-ink)" fontSize={13} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
