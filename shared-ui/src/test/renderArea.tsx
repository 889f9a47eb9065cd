// Renders an area remote as the shell mounts it (its routes under the area's root), for the apps' tests.
import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@pashmina/contracts';
import { areaPattern } from '../state/routes';
import { makeStore, type AppStore } from '../state/store';
import { renderWithProviders } from './renderWithProviders';

/** A store with `user` logged in (token 't'), not persisted. */
export function signedInStore(user: SessionUser): AppStore {
  return makeStore({ persist: false, preloadedState: { auth: { user, token: 't' } } });
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/**
 * The area's routes (`Area`: the app's default export of Routes.tsx) under `root` (e.g. '/dashboard/admin'), at
 * `route`. Any other path shows 'elsewhere'; the current URL is in testid 'where'.
 */
export function renderArea(Area: ComponentType, root: string, route: string, store: AppStore) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={areaPattern(root)} element={<Area />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { route, store },
  );
}

/** The user-event instance a render hands back. */
export type TestUser = ReturnType<typeof renderWithProviders>['user'];
