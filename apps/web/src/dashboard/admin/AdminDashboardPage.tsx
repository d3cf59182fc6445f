// The admin's dashboard: the shop's totals, how they compare, the year's earnings by month, and what shoppers wish for.
import { BadgePercent, CircleDollarSign, MessageSquareText, Package, ShoppingBag, UsersRound } from 'lucide-react';
import { lazy, useEffect } from 'react';
import { useGetSettingsChecklistQuery } from '../../features/settings/api';
import { OpeningChecklist } from '../../features/settings/OpeningChecklist';
import { useGetAdminStatsQuery } from '../../features/stats/api';
import { ChartCard } from '../../features/stats/ChartCard';
import { MostWishedList } from '../../features/stats/MostWishedList';
import { StatCard } from '../../features/stats/StatCard';
import { StatsOverview } from '../../features/stats/StatsOverview';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const loadOrdersPieChart = () => import('../../features/stats/OrdersPieChart');
const loadMonthlyEarningsChart = () => import('../../features/stats/MonthlyEarningsChart');
const OrdersPieChart = lazy(loadOrdersPieChart);
const MonthlyEarningsChart = lazy(loadMonthlyEarningsChart);

export default function AdminDashboardPage() {
  const formatPrice = useFormatPrice();
  useDocumentTitle('Admin dashboard');
  const adminStats = useGetAdminStatsQuery();
  const checklist = useGetSettingsChecklistQuery(undefined, { refetchOnMountOrArgChange: true });
  // The checklist and the figures appear together: whichever came second pushed the other down the page.
  const overview = { ...adminStats, isLoading: adminStats.isLoading || checklist.isLoading };
  // The charts' code downloads while the figures are on their way, not once they have arrived.
  useEffect(() => {
    void loadOrdersPieChart();
    void loadMonthlyEarningsChart();
  }, []);

  return (
    <StatsOverview
      description="How the shop is doing."
      stats={overview}
      loadingText="Loading admin stats..."
      notice={<OpeningChecklist items={checklist.data} />}
    >
      {(stats) => (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <StatCard label="Total Earnings" value={formatPrice(stats.totalEarnings)} icon={CircleDollarSign} />
            <StatCard label="Total Discounts" value={formatPrice(stats.totalDiscounts)} icon={BadgePercent} />
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
          <MostWishedList products={stats.mostWished} />
        </>
      )}
    </StatsOverview>
  );
}
