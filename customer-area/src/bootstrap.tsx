// Standalone page for the customer-area team: its own router and store from the same factory.
import { Navigate, Route } from 'react-router-dom';
import { areaPattern, SHELL_ROUTES } from '@pashmina/shared-ui';
import { renderStandalone } from '@pashmina/shared-ui/standalone';
import CustomerAreaRoutes from './Routes';

renderStandalone(
  <>
    <Route path={areaPattern(SHELL_ROUTES.userDashboard)} element={<CustomerAreaRoutes />} />
    <Route path="*" element={<Navigate to={SHELL_ROUTES.userDashboard} replace />} />
  </>,
);
