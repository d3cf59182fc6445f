// The customer's dashboard: a greeting, their three totals and a bar chart of them.
import { CreditCard, MessageSquareText, ShoppingBag } from 'lucide-react';
import { lazy, useEffect } from 'react';
import { useGetUserStatsQuery } from '../../features/stats/api';
import { ChartCard } from '../../features/stats/ChartCard';
import { StatCard } from '../../features/stats/StatCard';
import { StatsOverview } from '../../features/stats/StatsOverview';
import { useTranslate } from '../../shared/i18n/useTranslate';
import { useSignedInUser } from '../../shared/session/useSignedInUser';
import { useFormatPrice } from '../../shared/shop/useFormatPrice';
import { useDocumentTitle } from '../../shared/useDocumentTitle';

const loadUserStatsChart = () => import('../../features/stats/UserStatsChart');
const UserStatsChart = lazy(loadUserStatsChart);

export default function UserDashboardPage() {
  const formatPrice = useFormatPrice();
  const translate = useTranslate();
  useDocumentTitle(translate('nav.dashboard'));
  const user = useSignedInUser();
  const userStats = useGetUserStatsQuery(user.email);
  // The chart's code downloads while the figures are on their way, not once they have arrived.
  useEffect(() => void loadUserStatsChart(), []);

  return (
    <StatsOverview
      description={translate('account.stats.description')}
      stats={userStats}
      loadingText={translate('account.stats.loading')}
    >
      {(stats) => (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <StatCard
              label={translate('account.stats.totalPayments')}
              value={formatPrice(stats.totalPayments)}
              icon={CreditCard}
            />
            <StatCard
              label={translate('account.stats.totalReviews')}
              value={String(stats.totalReviews)}
              icon={MessageSquareText}
            />
            <StatCard
              label={translate('account.stats.totalPurchased')}
              value={String(stats.totalPurchasedProducts)}
              icon={ShoppingBag}
            />
          </dl>
          <ChartCard title={translate('account.stats.activity')} heightPx={320}>
            <UserStatsChart stats={stats} />
          </ChartCard>
        </>
      )}
    </StatsOverview>
  );
}
