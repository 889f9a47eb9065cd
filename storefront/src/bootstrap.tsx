// Standalone page for the storefront team: its own router and store from the same factory.
// In the shop the shell mounts the same Routes under '*', with its navbar, footer and toasts.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '@pashmina/shared-ui';
import StorefrontRoutes from './Routes';

const store = makeStore();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<StorefrontRoutes />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
