// Renders the admin area as the shell mounts it (under /dashboard/admin/*), for the features' tests and the app's.
import type { ComponentType } from 'react';
import type { SessionUser } from '@pashmina/contracts';
import { SHELL_ROUTES, type AppStore } from '@pashmina/shared-ui';
import { renderArea, signedInStore } from '@pashmina/shared-ui/test';

export const admin: SessionUser = {
  _id: 'a1',
  name: 'admin',
  email: 'admin@pashmina.test',
  phone: '9800000000',
  address: 'Thamel',
  role: 1,
};

/**
 * The area's routes (`Area`: the app's default export of Routes.tsx, which this shared folder may not import) at
 * `route`, with the admin logged in (token 't') unless a store is given. The current URL is in testid 'where'.
 */
export function renderAdmin(Area: ComponentType, route: string, store: AppStore = signedInStore(admin)) {
  return renderArea(Area, SHELL_ROUTES.adminDashboard, route, store);
}
