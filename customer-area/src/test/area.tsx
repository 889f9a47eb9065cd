// Renders the customer area as the shell mounts it (under /dashboard/user/*), for the features' tests.
import type { ComponentType } from 'react';
import type { SessionUser } from '@pashmina/contracts';
import { SHELL_ROUTES, type AppStore } from '@pashmina/shared-ui';
import { renderArea as renderAreaUnder, signedInStore } from '@pashmina/shared-ui/test';

export const sita: SessionUser = {
  _id: 'u2',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9812345678',
  address: 'Lalitpur',
  role: 0,
};

/**
 * The area's routes (`Area`: the app's default export of Routes.tsx, which this shared folder may not import)
 * at `route`, with Sita logged in (token 't') unless a store is given. The current URL is in testid 'where'.
 */
export function renderArea(Area: ComponentType, route: string, store: AppStore = signedInStore(sita)) {
  return renderAreaUnder(Area, SHELL_ROUTES.userDashboard, route, store);
}
