// Exposed as 'admin/Routes'. Routes only (no router, no Provider): the shell mounts it
// under /dashboard/admin/*, so the paths here are relative to that.
import { Navigate, Route, Routes } from 'react-router-dom';
import { SHELL_ROUTES } from '@pashmina/shared-ui';
import { AdminLayout } from './features/admin-panel';
import { FeedbacksPage, ManageFeedbackPage } from './features/feedbacks';
import { OrderDetailsPage, OrdersPage } from './features/orders';
import { CreateProductPage, ManageProductsPage, UpdateProductPage } from './features/products';
import { StatsPage } from './features/stats';
import { ManageUserPage, UsersPage } from './features/users';

export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<StatsPage />} />
        <Route path="dashboard" element={<StatsPage />} />
        <Route path="create-product" element={<CreateProductPage />} />
        <Route path="manage-products" element={<ManageProductsPage />} />
        <Route path="manage-product/:id" element={<UpdateProductPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:id" element={<ManageUserPage />} />
        <Route path="feedbacks" element={<FeedbacksPage />} />
        <Route path="feedbacks/:id" element={<ManageFeedbackPage />} />
        <Route path="adminorders" element={<OrdersPage />} />
        <Route path="adminorders/:orderId" element={<OrderDetailsPage />} />
        <Route path="*" element={<Navigate to={SHELL_ROUTES.adminStats} replace />} />
      </Route>
    </Routes>
  );
}
