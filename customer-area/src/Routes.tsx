// Exposed as 'customer_area/Routes'. Routes only (no router, no Provider): the shell mounts
// it under /dashboard/user/*, so the paths here are relative to that.
import { Navigate, Route, Routes } from 'react-router-dom';
import { SHELL_ROUTES } from '@pashmina/shared-ui';
import { FeedbackPage } from './features/feedback';
import { OrdersPage } from './features/orders';
import { ProfilePage } from './features/profile';
import { UserLayout } from './features/user-panel';

export default function CustomerAreaRoutes() {
  return (
    <Routes>
      <Route element={<UserLayout />}>
        <Route index element={<ProfilePage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="feedback" element={<FeedbackPage />} />
        <Route path="*" element={<Navigate to={SHELL_ROUTES.userDashboard} replace />} />
      </Route>
    </Routes>
  );
}
