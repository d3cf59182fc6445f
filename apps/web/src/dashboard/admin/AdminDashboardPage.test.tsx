import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories';
import { mockApi } from '../../test/mockApi';
import { renderAt } from '../../test/render';
import AdminDashboardPage from './AdminDashboardPage';

const admin = makeUser({ role: 'admin' });
const STATS = {
  totalEarnings: 1234.5,
  totalDiscounts: 87.25,
  totalOrders: 12,
  totalUsers: 30,
  totalProducts: 40,
  totalReviews: 7,
  monthlyEarnings: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, earnings: 0 })),
  mostWished: [],
};

describe('the admin dashboard', () => {
  it('shows what promotions took off beside the earnings', async () => {
    mockApi({
      'GET /api/settings/checklist': { body: [] },
      'GET /api/stats/admin-stats': { body: STATS },
    });
    renderAt('/dashboard/admin', <Route path="/dashboard/admin" element={<AdminDashboardPage />} />, admin);
    const discounts = await screen.findByText('Total Discounts');
    expect(discounts.closest('div')?.querySelector('dd')).toHaveTextContent('$87.25');
    expect(screen.getByText('Total Earnings').closest('div')?.querySelector('dd')).toHaveTextContent('$1,234.50');
  });
});
