// Standalone page for the storefront team: its own router and store from the same factory.
// In the shop the shell mounts the same Routes under '*', with its navbar, footer and toasts.
import { Route } from 'react-router-dom';
import { renderStandalone } from '@pashmina/shared-ui/standalone';
import StorefrontRoutes from './Routes';

renderStandalone(<Route path="*" element={<StorefrontRoutes />} />);
