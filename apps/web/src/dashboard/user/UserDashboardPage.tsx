// The customer's dashboard: a greeting, their three totals and a bar chart of them.
import { CreditCard, MessageSquareText, ShoppingBag } from 'lucide-react';
import { lazy, useEffect } from 'react';
import { useGetUserStatsQuery } from '../../features/stats/api';
import { ChartCard } from '../../features/stats/ChartCard';
import { StatCard } from '../../features/stats/StatCard';
import { StatsOverview } from '../../features/stats/StatsOverview';
import { useSignedInUser } from '../../shared/session/useSignedInUser';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const loadUserStatsChart = () => import('../../features/stats/UserStatsChart');
const UserStatsChart = lazy(loadUserStatsChart);

export default function UserDashboardPage() {
  const formatPrice = useFormatPrice();
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  const userStats = useGetUserStatsQuery(user.email);
  // The chart's code downloads while the figures are on their way, not once they have arrived.
  useEffect(() => void loadUserStatsChart(), []);

  return (
    <StatsOverview description="Your purchases and reviews at a glance." stats={userStats} loadingText="Loading user stats...">
      {(stats) => (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Total Payments" value={formatPrice(stats.totalPayments)} icon={CreditCard} />
            <StatCard label="Total Reviews" value={String(stats.totalReviews)} icon={MessageSquareText} />
            <StatCard label="Total Purchased Products" value={String(stats.totalPurchasedProducts)} icon={ShoppingBag} />
          </dl>
          <ChartCard title="Your activity" heightPx={320}>
            <UserStatsChart stats={stats} />
          </ChartCard>
        </>
      )}
    </StatsOverview>
  );
}
