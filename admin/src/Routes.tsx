// Exposed as 'admin/Routes'. Routes only (no router, no Provider): the shell mounts it
// under /dashboard/admin/*, so the paths here are relative to that.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, pathUnder, SHELL_ROUTES } from '@pashmina/shared-ui';
import { AdminLayout } from './features/admin-panel';
import { DeliveryPage } from './features/delivery';
import { CreateDiscountPage, DiscountsPage, EditDiscountPage } from './features/discounts';
import { EmailsPage } from './features/emails';
import { FeedbackListPage, ManageFeedbackPage } from './features/feedback';
import { OrderDetailsPage, OrdersPage } from './features/orders';
import { CreateProductPage, ManageProductsPage, UpdateProductPage } from './features/products';
import { ReturnsPage } from './features/returns';
import { ReviewsPage } from './features/reviews';
import { CouriersPage, SettingsPage } from './features/shipping';
import { StatsPage } from './features/stats';
import { ManageUserPage, UsersPage } from './features/users';

const under = (path: string) => pathUnder(SHELL_ROUTES.adminDashboard, path);

export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<StatsPage />} />
        <Route path={under(SHELL_ROUTES.adminStats)} element={<StatsPage />} />
        <Route path={under(SHELL_ROUTES.adminCreateProduct)} element={<CreateProductPage />} />
        <Route path={under(SHELL_ROUTES.adminManageProducts)} element={<ManageProductsPage />} />
        <Route path={under(SHELL_ROUTES.adminUpdateProduct)} element={<UpdateProductPage />} />
        <Route path={under(SHELL_ROUTES.adminUsers)} element={<UsersPage />} />
        <Route path={under(SHELL_ROUTES.adminUser)} element={<ManageUserPage />} />
        <Route path={under(SHELL_ROUTES.adminFeedbackList)} element={<FeedbackListPage />} />
        <Route path={under(SHELL_ROUTES.adminFeedback)} element={<ManageFeedbackPage />} />
        <Route path={under(SHELL_ROUTES.adminOrders)} element={<OrdersPage />} />
        <Route path={under(SHELL_ROUTES.adminOrder)} element={<OrderDetailsPage />} />
        <Route path={under(SHELL_ROUTES.adminEmails)} element={<EmailsPage />} />
        <Route path={under(SHELL_ROUTES.adminDiscounts)} element={<DiscountsPage />} />
        <Route path={under(SHELL_ROUTES.adminReturns)} element={<ReturnsPage />} />
        <Route path={under(SHELL_ROUTES.adminReviews)} element={<ReviewsPage />} />
        <Route path={under(SHELL_ROUTES.adminCreateDiscount)} element={<CreateDiscountPage />} />
        <Route path={under(SHELL_ROUTES.adminDiscount)} element={<EditDiscountPage />} />
        <Route path={under(SHELL_ROUTES.adminDelivery)} element={<DeliveryPage />} />
        <Route path={under(SHELL_ROUTES.adminCouriers)} element={<CouriersPage />} />
        <Route path={under(SHELL_ROUTES.adminSettings)} element={<SettingsPage />} />
        {/* A mistyped address says so, as everywhere else in the shop, inside the panel. */}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
