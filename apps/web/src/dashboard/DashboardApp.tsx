// Everything under /dashboard: any signed-in user gets the customer screens, admins also the shop's management.
import { Navigate, Outlet, Route, Routes } from 'react-router';
import ActivityPage from './admin/ActivityPage';
import AddProductPage from './admin/AddProductPage';
import AdminDashboardPage from './admin/AdminDashboardPage';
import AdminOrderPage from './admin/AdminOrderPage';
import AnalyticsPage from './admin/AnalyticsPage';
import GiftCardsPage from './admin/GiftCardsPage';
import InvoicesPage from './admin/InvoicesPage';
import ManageOrdersPage from './admin/ManageOrdersPage';
import ManageProductsPage from './admin/ManageProductsPage';
import ManageReviewsPage from './admin/ManageReviewsPage';
import ManageUsersPage from './admin/ManageUsersPage';
import OutboxPage from './admin/OutboxPage';
import { EditPageEditorPage, NewPageEditorPage } from './admin/PageEditorPage';
import PagesPage from './admin/PagesPage';
import PromotionsPage from './admin/PromotionsPage';
import ReturnsPage from './admin/ReturnsPage';
import SalesChannelsPage from './admin/SalesChannelsPage';
import SettingsPage from './admin/SettingsPage';
import ShippingPage from './admin/ShippingPage';
import UpdateProductPage from './admin/UpdateProductPage';
import DashboardLayout from './DashboardLayout';
import { RequireRole } from './RequireRole';
import PaymentsPage from './user/PaymentsPage';
import ProfilePage from './user/ProfilePage';
import UserDashboardPage from './user/UserDashboardPage';
import UserOrdersPage from './user/UserOrdersPage';
import UserReviewsPage from './user/UserReviewsPage';

export default function DashboardApp() {
  return (
    <Routes>
      <Route
        element={
          <RequireRole>
            <DashboardLayout />
          </RequireRole>
        }
      >
        <Route index element={<UserDashboardPage />} />
        <Route path="orders" element={<UserOrdersPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="reviews" element={<UserReviewsPage />} />
        {/* The wishlist lives in the storefront; an old link still finds it. */}
        <Route path="wishlist" element={<Navigate to="/wishlist" replace />} />
        <Route
          element={
            <RequireRole requiredRole="admin">
              <Outlet />
            </RequireRole>
          }
        >
          <Route path="admin" element={<AdminDashboardPage />} />
          <Route path="analytics" element={<AnalyticsPage />} />
          <Route path="add-new-post" element={<AddProductPage />} />
          <Route path="manage-products" element={<ManageProductsPage />} />
          <Route path="update-product/:id" element={<UpdateProductPage />} />
          <Route path="users" element={<ManageUsersPage />} />
          <Route path="manage-orders" element={<ManageOrdersPage />} />
          <Route path="manage-orders/:orderId" element={<AdminOrderPage />} />
          <Route path="manage-reviews" element={<ManageReviewsPage />} />
          <Route path="returns" element={<ReturnsPage />} />
          <Route path="invoices" element={<InvoicesPage />} />
          <Route path="outbox" element={<OutboxPage />} />
          <Route path="activity" element={<ActivityPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="shipping" element={<ShippingPage />} />
          <Route path="pages" element={<PagesPage />} />
          <Route path="pages/new" element={<NewPageEditorPage />} />
          <Route path="pages/:slug" element={<EditPageEditorPage />} />
          <Route path="promotions" element={<PromotionsPage />} />
          <Route path="sales-channels" element={<SalesChannelsPage />} />
          <Route path="gift-cards" element={<GiftCardsPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
