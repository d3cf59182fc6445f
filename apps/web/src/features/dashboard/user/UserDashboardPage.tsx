// The customer's dashboard: a greeting, their three totals and a bar chart of them.
import { formatPrice } from '@atelier/domain';
import { CreditCard, MessageSquareText, ShoppingBag } from 'lucide-react';
import { lazy } from 'react';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { useGetUserStatsQuery } from '../api/stats';
import { ChartCard } from '../ChartCard';
import { PageHeader } from '../PageHeader';
import { QueryState } from '../QueryState';
import { StatCard } from '../StatCard';
import { useSignedInUser } from '../useSignedInUser';

const UserStatsChart = lazy(() => import('../charts/UserStatsChart'));

export default function UserDashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  const { data, isLoading, error } = useGetUserStatsQuery(user.email);

  return (
    <>
      <PageHeader title={`Welcome, ${user.username}!`} description="Your purchases and reviews at a glance." />
      <QueryState
        isLoading={isLoading}
        error={error}
        data={data}
        loadingText="Loading user stats..."
        errorText="No stats available."
        emptyText="No stats available."
      >
        {(stats) => (
          <div className="space-y-8">
            <dl className="grid gap-4 sm:grid-cols-3">
              <StatCard label="Total Payments" value={formatPrice(stats.totalPayments)} icon={CreditCard} />
              <StatCard label="Total Reviews" value={String(stats.totalReviews)} icon={MessageSquareText} />
              <StatCard label="Total Purchased Products" value={String(stats.totalPurchasedProducts)} icon={ShoppingBag} />
            </dl>
            <ChartCard title="Your activity" heightPx={320}>
              <UserStatsChart stats={stats} />
            </ChartCard>
          </div>
        )}
      </QueryState>
    </>
  );
}
