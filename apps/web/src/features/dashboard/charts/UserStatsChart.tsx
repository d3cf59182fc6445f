// Bar chart of a customer's three totals; loaded on its own so Recharts comes only with the charts.
import { formatPrice, type UserStats } from '@atelier/domain';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLORS, GRID_STROKE } from './chartColors';

const PAYMENTS = 'Total Payments';

export default function UserStatsChart({ stats }: { stats: UserStats }) {
  const data = [
    { name: PAYMENTS, value: stats.totalPayments },
    { name: 'Total Reviews', value: stats.totalReviews },
    { name: 'Total Purchased Products', value: stats.totalPurchasedProducts },
  ];
  return (
    <ResponsiveContainer width="100%" height={320}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={GRID_STROKE} vertical={false} />
        <XAxis dataKey="name" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: GRID_STROKE }} interval={0} />
        <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={56} />
        <Tooltip
          cursor={{ fill: 'var(--color-cream)' }}
          formatter={(value, _name, item) => [
            item.payload?.name === PAYMENTS ? formatPrice(Number(value)) : String(value),
            item.payload?.name ?? '',
          ]}
        />
        <Bar dataKey="value" radius={[6, 6, 0, 0]} maxBarSize={72} isAnimationActive={false}>
          {data.map((entry, i) => (
            <Cell key={entry.name} fill={CHART_COLORS[i % CHART_COLORS.length]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
