import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Routes } from 'react-router-dom';
import { makeStore } from '@pashmina/shared-ui';

/**
 * A remote's standalone page, for its own team: its own router and a store from the same factory the
 * shell uses. `routes` are the remote's top-level <Route> elements (in the shop the shell mounts them).
 */
export function renderStandalone(routes: ReactNode) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <Provider store={makeStore()}>
        <BrowserRouter>
          <Routes>{routes}</Routes>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
