// Standalone page for the admin team: its own router and store from the same factory.
import { Navigate, Route } from 'react-router-dom';
import { areaPattern, SHELL_ROUTES } from '@pashmina/shared-ui';
import { renderStandalone } from '@pashmina/shared-ui/standalone';
import AdminRoutes from './Routes';

renderStandalone(
  <>
    <Route path={areaPattern(SHELL_ROUTES.adminDashboard)} element={<AdminRoutes />} />
    <Route path="*" element={<Navigate to={SHELL_ROUTES.adminDashboard} replace />} />
  </>,
);
