// Standalone page for the customer-area team: its own router and store from the same factory.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { makeStore, SHELL_ROUTES } from '@pashmina/shared-ui';
import CustomerAreaRoutes from './Routes';

const store = makeStore();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="/dashboard/user/*" element={<CustomerAreaRoutes />} />
          <Route path="*" element={<Navigate to={SHELL_ROUTES.userDashboard} replace />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
