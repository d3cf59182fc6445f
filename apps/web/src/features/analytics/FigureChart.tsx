// One figure day by day as a line, in the shop's palette; loaded with the Analytics screen only. Hidden from screen
// readers: the table beside it (FigureCard) says the same.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface FigureChartProps {
  points: { day: string; value: number }[];
  label: string;
  format: (value: number) => string;
}

const AXIS_TICK = { fill: 'var(--color-muted)', fontSize: 12 };

export default function FigureChart({ points, label, format }: FigureChartProps) {
  return (
    <div aria-hidden="true">
      <ResponsiveContainer width="100%" height={140}>
        <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--color-line)" vertical={false} />
          <XAxis dataKey="day" tick={AXIS_TICK} tickLine={false} axisLine={false} minTickGap={24} />
          <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} width={56} tickFormatter={format} />
          <Tooltip formatter={(value) => [format(Number(value)), label]} />
          <Line
            type="monotone"
            dataKey="value"
            stroke="var(--color-chart-1)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
