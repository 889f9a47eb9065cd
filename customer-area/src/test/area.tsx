// Renders the customer area as the shell mounts it (under /dashboard/user/*), for the features' tests.
import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@pashmina/contracts';
import { makeStore, type AppStore } from '@pashmina/shared-ui';
import { renderWithProviders } from '@pashmina/shared-ui/test';

export const sita: SessionUser = {
  _id: 'u2',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  role: 0,
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/**
 * The area's routes (`Area`: the app's default export of Routes.tsx, which this shared folder may not import)
 * at `route`, with Sita logged in (token 't') unless a store is given. The current URL is in testid 'where'.
 */
export function renderArea(
  Area: ComponentType,
  route: string,
  store: AppStore = makeStore({ persist: false, preloadedState: { auth: { user: sita, token: 't' } } }),
) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/user/*" element={<Area />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { route, store },
  );
}
