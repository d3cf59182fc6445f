// Line chart of the shop's earnings from January to December.
import type { MonthlyEarnings } from '@atelier/domain';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { AXIS_TICK, CHART_COLORS, GRID_STROKE } from './chartColors';
import { earningsByMonth } from './monthlyEarnings';

export default function MonthlyEarningsChart({ monthly }: { monthly: readonly MonthlyEarnings[] }) {
  const formatPrice = useFormatPrice();
  return (
    <ResponsiveContainer width="100%" height={300}>
      <LineChart data={earningsByMonth(monthly)} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke={GRID_STROKE} vertical={false} />
        <XAxis dataKey="month" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: GRID_STROKE }} />
        <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={84} tickFormatter={(v: number) => formatPrice(v)} />
        <Tooltip formatter={(value) => [formatPrice(Number(value)), 'Earnings']} />
        <Line
          type="monotone"
          dataKey="earnings"
          stroke={CHART_COLORS[0]}
          strokeWidth={2.5}
          dot={{ r: 3, fill: CHART_COLORS[0] }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
