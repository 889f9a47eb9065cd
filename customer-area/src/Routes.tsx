// Exposed as 'customer_area/Routes'. Routes only (no router, no Provider): the shell mounts
// it under /dashboard/user/*, so the paths here are relative to that.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, pathUnder, SHELL_ROUTES } from '@pashmina/shared-ui';
import { FeedbackPage } from './features/feedback';
import { OrdersPage } from './features/orders';
import { ProfilePage } from './features/profile';
import { UserLayout } from './features/user-panel';

const under = (path: string) => pathUnder(SHELL_ROUTES.userDashboard, path);

export default function CustomerAreaRoutes() {
  return (
    <Routes>
      <Route element={<UserLayout />}>
        <Route index element={<ProfilePage />} />
        <Route path={under(SHELL_ROUTES.userProfile)} element={<ProfilePage />} />
        <Route path={under(SHELL_ROUTES.userOrders)} element={<OrdersPage />} />
        <Route path={under(SHELL_ROUTES.userFeedback)} element={<FeedbackPage />} />
        {/* A mistyped address says so, as everywhere else in the shop, inside the panel. */}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
