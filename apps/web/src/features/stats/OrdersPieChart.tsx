// Pie chart of the shop's totals of orders, products, reviews and users.
import type { AdminStats } from '@atelier/domain';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { CHART_COLORS } from './chartColors';

export default function OrdersPieChart({ stats }: { stats: AdminStats }) {
  const data = [
    { name: 'Orders', value: stats.totalOrders },
    { name: 'Products', value: stats.totalProducts },
    { name: 'Reviews', value: stats.totalReviews },
    { name: 'Users', value: stats.totalUsers },
  ];
  return (
    <ResponsiveContainer width="100%" height={300}>
      <PieChart>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="45%"
          outerRadius="80%"
          paddingAngle={2}
          isAnimationActive={false}
        >
          {data.map((entry, i) => (
            <Cell key={entry.name} fill={CHART_COLORS[i % CHART_COLORS.length]} stroke="var(--color-ivory)" />
          ))}
        </Pie>
        <Tooltip />
        <Legend
          iconType="circle"
          wrapperStyle={{ fontSize: 13 }}
          formatter={(value) => <span className="text-muted">{value}</span>}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}
