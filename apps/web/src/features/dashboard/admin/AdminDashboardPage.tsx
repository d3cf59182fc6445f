// The admin's dashboard: the shop's totals, how they compare, and the year's earnings by month.
import { formatPrice } from '@atelier/domain';
import { CircleDollarSign, MessageSquareText, Package, ShoppingBag, UsersRound } from 'lucide-react';
import { lazy } from 'react';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { useGetAdminStatsQuery } from '../api/stats';
import { ChartCard } from '../ChartCard';
import { PageHeader } from '../PageHeader';
import { QueryState } from '../QueryState';
import { StatCard } from '../StatCard';
import { useSignedInUser } from '../useSignedInUser';

const OrdersPieChart = lazy(() => import('../charts/OrdersPieChart'));
const MonthlyEarningsChart = lazy(() => import('../charts/MonthlyEarningsChart'));

export default function AdminDashboardPage() {
  useDocumentTitle('Admin dashboard');
  const user = useSignedInUser();
  const { data, isLoading, error } = useGetAdminStatsQuery();

  return (
    <>
      <PageHeader title={`Welcome, ${user.username}!`} description="How the shop is doing." />
      <QueryState
        isLoading={isLoading}
        error={error}
        data={data}
        loadingText="Loading admin stats..."
        errorText="No stats available."
        emptyText="No stats available."
      >
        {(stats) => (
          <div className="space-y-8">
            <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
              <StatCard label="Total Earnings" value={formatPrice(stats.totalEarnings)} icon={CircleDollarSign} />
              <StatCard label="Total Orders" value={String(stats.totalOrders)} icon={ShoppingBag} />
              <StatCard label="Total Users" value={String(stats.totalUsers)} icon={UsersRound} />
              <StatCard label="Total Products" value={String(stats.totalProducts)} icon={Package} />
              <StatCard label="Total Reviews" value={String(stats.totalReviews)} icon={MessageSquareText} />
            </dl>
            <div className="grid gap-6 lg:grid-cols-5">
              <div className="lg:col-span-2">
                <ChartCard title="Orders, products, reviews and users" heightPx={300}>
                  <OrdersPieChart stats={stats} />
                </ChartCard>
              </div>
              <div className="lg:col-span-3">
                <ChartCard title="Monthly earnings" heightPx={300}>
                  <MonthlyEarningsChart monthly={stats.monthlyEarnings} />
                </ChartCard>
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </>
  );
}
